import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { StepProgressChange } from '@/domain/step-progress';
import type { Idea, StepProgress } from '@/domain/model';
import { patchCachedIdea, refreshAfterIdeaWrite } from './cache';
import { afterFoundations, journeyWriteKeys } from './journey-writes';
import { ideaKeys } from './keys';
import { withChange } from '@/domain/step-progress';
import { backendDecides } from '../network-mode';

export interface StepProgressVariables {
  id: string;
  /** One tick, or a quick action (Mark All Complete / Reset All). */
  change: StepProgressChange;
}

export interface StepProgressOptions<V extends StepProgressVariables> {
  /**
   * The toast shown when saving failed and the progress was put back; null when the screen has
   * moved on and there is nothing to say.
   */
  failureMessage: string | ((variables: V) => string | null);
  /** Puts back a copy of the progress the screen keeps outside the cache (the journey's own state). */
  onRollback?: (variables: V) => void;
}

const mutationKey = journeyWriteKeys.stepProgress();

/** The idea's progress as the cache holds it (its detail first, else a list), if it is cached. */
function cachedProgress(queryClient: QueryClient, id: string): StepProgress | undefined {
  const detail = queryClient.getQueryData<Idea | null>(ideaKeys.detail(id));
  if (detail) return detail.step_progress;
  for (const [, data] of queryClient.getQueriesData<{ pages?: Idea[][] }>({
    queryKey: ideaKeys.lists(),
  })) {
    const found = data?.pages?.flat().find((idea) => idea.id === id);
    if (found) return found.step_progress;
  }
  return undefined;
}

/** Undoes one change and nothing else: a tick saved meanwhile by another write stays on screen. */
function undoOf(change: StepProgressChange, before: StepProgress = {}) {
  if (change.step === 'all') return () => before;
  const { step } = change;
  return (progress: StepProgress): StepProgress => {
    const { [step]: _dropped, ...rest } = progress;
    return before[step] === undefined ? rest : { ...rest, [step]: before[step] };
  };
}

/**
 * Saves a tick: the one place step progress is persisted, for the journey's guide and the idea page.
 * Each write is one change the database applies to the map it holds
 * (docs/decisions/030-atomic-per-item-step-progress.md), so writes racing each other keep every
 * tick. The person waits on a tick, so it shows at once in every cached copy of the idea; if saving
 * fails only that change is undone (a later tick that was saved stays), the error is logged and a
 * toast says what happened (docs/product.md §5.8, §8.2). When the last pending write settles, the
 * database's answer replaces the guesses and the idea and the numbers (Guides Completed) are read
 * again, so the screen ends on what is stored.
 */
export function useStepProgressMutation<V extends StepProgressVariables = StepProgressVariables>({
  failureMessage,
  onRollback,
}: StepProgressOptions<V>) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  /** True while `id` has no other progress write in flight than the one asking. */
  const lastPending = (id: string) =>
    queryClient.isMutating({
      mutationKey,
      predicate: (mutation) => (mutation.state.variables as V | undefined)?.id === id,
    }) <= 1;

  return useMutation<Idea, Error, V, { undo: (progress: StepProgress) => StepProgress }>({
    ...backendDecides,
    mutationKey,
    meta: {
      errorMessage: (_error, variables) =>
        typeof failureMessage === 'string' ? failureMessage : failureMessage(variables as V),
    },
    mutationFn: async ({ id, change }) => {
      await afterFoundations(id);
      return backend.ideas.setStepProgress(id, change);
    },
    onMutate: async ({ id, change }) => {
      // A refetch landing now would overwrite the optimistic tick with the old value.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: ideaKeys.detail(id) }),
        queryClient.cancelQueries({ queryKey: ideaKeys.lists() }),
      ]);
      const undo = undoOf(change, cachedProgress(queryClient, id));
      patchCachedIdea(queryClient, id, (idea) => ({
        ...idea,
        step_progress: withChange(idea.step_progress, change),
      }));
      return { undo };
    },
    onError: (error, variables, context) => {
      if (context) {
        patchCachedIdea(queryClient, variables.id, (idea) => ({
          ...idea,
          step_progress: context.undo(idea.step_progress),
        }));
      }
      onRollback?.(variables);
      console.warn('Could not save step progress; the change was undone.', error);
    },
    // With other writes still in flight their ticks would vanish until they land: wait for the last.
    onSuccess: (idea) => {
      if (lastPending(idea.id)) patchCachedIdea(queryClient, idea.id, () => idea);
    },
    onSettled: (_idea, _error, { id }) => {
      if (lastPending(id)) return refreshAfterIdeaWrite(queryClient, id);
      return undefined;
    },
  });
}
