import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { NewIdea } from '@/lib/backend/port';
import type { Idea } from '@/domain/model';
import { statsKeys } from '../stats/keys';
import { ideaKeys } from './keys';
import { backendDecides } from '../network-mode';

/** Saves a new idea; lists and the dashboard numbers refresh, and its detail is cached. */
export function useIdeaCreateMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Idea, Error, NewIdea>({
    meta: { dataCopy: 'outdates' },
    ...backendDecides,
    mutationFn: (idea) => backend.ideas.create(idea),
    onSuccess: (idea) => {
      queryClient.setQueryData(ideaKeys.detail(idea.id), idea);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]);
    },
    onError: (error) => console.warn('Could not save the idea.', error),
  });
}
