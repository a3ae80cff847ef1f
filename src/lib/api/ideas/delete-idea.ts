import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { guideKeys } from '../guides/keys';
import { statsKeys } from '../stats/keys';
import { dropCachedIdea } from './cache';
import { ideaKeys } from './keys';

/** Deletes one idea (its guides go with it); it leaves every cached list, and the numbers refresh. */
export function useDeleteIdea() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: (id) => backend.ideas.remove(id),
    onSuccess: (_result, id) => {
      dropCachedIdea(queryClient, id);
      queryClient.removeQueries({ queryKey: ideaKeys.detail(id) });
      queryClient.removeQueries({ queryKey: guideKeys.idea(id) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ideaKeys.counts() }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
