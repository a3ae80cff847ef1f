import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { guideKeys } from '../guides/keys';
import { statsKeys } from '../stats/keys';
import { ideaKeys } from './keys';

/** Deletes every idea of the signed-in person, and with them every guide (FAQ: "data can be deleted at any time"). */
export function useRemoveAllIdeas() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: () => backend.ideas.removeAll(),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ideaKeys.details() });
      queryClient.removeQueries({ queryKey: guideKeys.all });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
