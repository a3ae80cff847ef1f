import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { IdeaPatch } from '@/lib/backend/port';
import type { Idea } from '@/lib/domain';
import { statsKeys } from '../stats/keys';
import { patchCachedIdea, restoreSnapshot, snapshotIdea, type IdeaCacheSnapshot } from './cache';
import { ideaKeys } from './keys';

export interface UpdateIdeaVariables {
  id: string;
  patch: IdeaPatch;
}

/**
 * Changes an idea's step progress, next step or status. Step progress is what a person is waiting
 * on when they tick a step, so it shows at once in every cached copy of the idea; if saving fails
 * the tick is undone (spec §4 "the local toggle is reverted") and the error is logged (spec §8),
 * and the caller's own `onError` can say so. Other changes show once saved.
 */
export function useUpdateIdea() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Idea, Error, UpdateIdeaVariables, { snapshot: IdeaCacheSnapshot | null }>({
    mutationFn: ({ id, patch }) => backend.ideas.update(id, patch),
    onMutate: async ({ id, patch }) => {
      if (patch.step_progress === undefined) return { snapshot: null };
      const progress = patch.step_progress;
      // A refetch landing now would overwrite the optimistic tick with the old value.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: ideaKeys.detail(id) }),
        queryClient.cancelQueries({ queryKey: ideaKeys.lists() }),
      ]);
      const snapshot = snapshotIdea(queryClient, id);
      patchCachedIdea(queryClient, id, (idea) => ({ ...idea, step_progress: progress }));
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      if (context?.snapshot) restoreSnapshot(queryClient, context.snapshot);
      console.warn('Saving the idea failed; the change was undone.', error);
    },
    onSuccess: (idea) => {
      patchCachedIdea(queryClient, idea.id, () => idea);
    },
    onSettled: (_idea, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ideaKeys.counts() }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
