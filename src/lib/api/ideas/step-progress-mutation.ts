import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { useBackend } from '@/lib/backend/backend-context';
import type { Idea, StepProgress } from '@/lib/domain';
import {
  patchCachedIdea,
  refreshAfterIdeaWrite,
  restoreSnapshot,
  snapshotIdea,
  type IdeaCacheSnapshot,
} from './cache';
import { ideaKeys } from './keys';
import { backendDecides } from '../network-mode';

export interface StepProgressVariables {
  id: string;
  /** The whole new `step_progress` map (a tick, or Mark All Complete / Reset All). */
  progress: StepProgress;
}

export interface StepProgressOptions<V extends StepProgressVariables> {
  /** The toast shown when saving failed and the progress was put back. */
  failureMessage: string;
  /**
   * Puts back a copy of the progress the screen keeps outside the cache (the journey's own state).
   * Returns false when the screen has moved on and there is nothing to set back: no toast then.
   */
  onRollback?: (variables: V) => boolean;
}

/**
 * Saves a tick: the one place step progress is persisted, for the journey's guide and the idea page.
 * The person waits on a tick, so it shows at once in every cached copy of the idea; if saving fails
 * the tick is undone, the error is logged and a toast says what happened (docs/product.md §5.8,
 * §8.2). The numbers it changes (Guides Completed) refresh afterwards.
 */
export function useStepProgressMutation<V extends StepProgressVariables = StepProgressVariables>({
  failureMessage,
  onRollback,
}: StepProgressOptions<V>) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Idea, Error, V, { snapshot: IdeaCacheSnapshot }>({
    ...backendDecides,
    mutationFn: ({ id, progress }) => backend.ideas.update(id, { step_progress: progress }),
    onMutate: async ({ id, progress }) => {
      // A refetch landing now would overwrite the optimistic tick with the old value.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: ideaKeys.detail(id) }),
        queryClient.cancelQueries({ queryKey: ideaKeys.lists() }),
      ]);
      const snapshot = snapshotIdea(queryClient, id);
      patchCachedIdea(queryClient, id, (idea) => ({ ...idea, step_progress: progress }));
      return { snapshot };
    },
    onError: (error, variables, context) => {
      if (context) restoreSnapshot(queryClient, context.snapshot);
      console.warn('Could not save step progress; the change was undone.', error);
      if (onRollback?.(variables) ?? true) toast.error(failureMessage);
    },
    onSuccess: (idea) => patchCachedIdea(queryClient, idea.id, () => idea),
    onSettled: (_idea, _error, { id }) => refreshAfterIdeaWrite(queryClient, id),
  });
}
