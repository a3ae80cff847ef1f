import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { withChange, type StepProgressChange } from '@/domain/step-progress';
import type { Idea, StepProgress } from '@/domain/model';
import { patchCachedIdea, refreshAfterIdeaWrite } from './cache';
import { afterFoundations, journeyWriteKeys } from './journey-writes';
import { ideaKeys, type StepProgressRef } from './keys';
import { readTabProgress, writeTabProgress } from './tab-progress';
import { backendDecides } from '../network-mode';

export interface StepProgressVariables {
  ref: StepProgressRef;
  /** One tick, or a quick action (Mark All Complete / Reset All). */
  change: StepProgressChange;
}

export interface StepProgressOptions<V extends StepProgressVariables> {
  /**
   * The toast shown when saving failed and the progress was put back; null when the screen has
   * moved on and there is nothing to say.
   */
  failureMessage: string | ((variables: V) => string | null);
}

const mutationKey = journeyWriteKeys.stepProgress();

/** The idea's progress as the cache holds it (its detail first, else a list), if it is cached. */
function cachedProgress(queryClient: QueryClient, ref: StepProgressRef): StepProgress | undefined {
  if ('tabKey' in ref) return queryClient.getQueryData(ideaKeys.tabProgress(ref.tabKey));
  const detail = queryClient.getQueryData<Idea | null>(ideaKeys.detail(ref.ideaId));
  if (detail) return detail.step_progress;
  for (const [, data] of queryClient.getQueriesData<{ pages?: Idea[][] }>({
    queryKey: ideaKeys.lists(),
  })) {
    const found = data?.pages?.flat().find((idea) => idea.id === ref.ideaId);
    if (found) return found.step_progress;
  }
  return undefined;
}

/** Applies `change` to every cached copy of the progress `ref` names. */
function patchProgress(
  queryClient: QueryClient,
  ref: StepProgressRef,
  change: (progress: StepProgress) => StepProgress,
): void {
  if ('tabKey' in ref) {
    queryClient.setQueryData<StepProgress>(ideaKeys.tabProgress(ref.tabKey), (progress = {}) =>
      change(progress),
    );
    return;
  }
  patchCachedIdea(queryClient, ref.ideaId, (idea) => ({
    ...idea,
    step_progress: change(idea.step_progress),
  }));
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

/** The changes of the saved idea's progress writes still on their way, oldest first. */
const pendingChanges = (queryClient: QueryClient, ideaId: string): StepProgressChange[] =>
  queryClient
    .getMutationCache()
    .findAll({ mutationKey, status: 'pending' })
    .map((mutation) => mutation.state.variables as StepProgressVariables | undefined)
    .filter(
      (variables) => variables && 'ideaId' in variables.ref && variables.ref.ideaId === ideaId,
    )
    .map((variables) => variables!.change);

/**
 * The idea as the database answered a write that was not a tick (a step choice), with the ticks
 * still on their way applied on top: they would otherwise vanish from the screen until they land.
 */
export const withPendingTicks = (queryClient: QueryClient, idea: Idea): Idea => ({
  ...idea,
  step_progress: pendingChanges(queryClient, idea.id).reduce(withChange, idea.step_progress),
});

/** Whether the saved idea has a progress write on its way. */
export const hasPendingTicks = (queryClient: QueryClient, ideaId: string) =>
  pendingChanges(queryClient, ideaId).length > 0;

/**
 * Ticks a step: the one way step progress changes, on the journey's guide and on the idea page
 * (docs/decisions/085-one-home-for-step-progress.md). It shows at once in every cached copy; an
 * idea kept in the tab stores it there, a saved idea in the database as one change applied to the
 * map it holds (docs/decisions/030-atomic-per-item-step-progress.md), so writes racing each other
 * keep every tick. If saving fails only that change is undone (a later tick that was saved stays),
 * the error is logged and the query client's toast says what happened (docs/product.md §5.8,
 * §8.2). When the last pending write settles, the database's answer replaces the guesses and the
 * idea and the numbers (Guides Completed) are read again, so the screen ends on what is stored.
 */
export function useStepProgressMutation<V extends StepProgressVariables = StepProgressVariables>({
  failureMessage,
}: StepProgressOptions<V>) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  /** True while the idea has no other progress write in flight than the one asking. */
  const lastPending = (ideaId: string) => pendingChanges(queryClient, ideaId).length <= 1;

  return useMutation<Idea | null, Error, V, { undo: (progress: StepProgress) => StepProgress }>({
    ...backendDecides,
    mutationKey,
    meta: {
      dataCopy: 'outdates',
      errorMessage: (_error, variables) =>
        typeof failureMessage === 'string' ? failureMessage : failureMessage(variables as V),
    },
    mutationFn: async ({ ref, change }) => {
      if ('tabKey' in ref) {
        writeTabProgress(ref.tabKey, withChange(readTabProgress(ref.tabKey), change));
        return null;
      }
      await afterFoundations(ref.ideaId);
      return backend.ideas.setStepProgress(ref.ideaId, change);
    },
    onMutate: async ({ ref, change }) => {
      // A refetch landing now would overwrite the optimistic tick with the old value.
      if ('ideaId' in ref)
        await Promise.all([
          queryClient.cancelQueries({ queryKey: ideaKeys.detail(ref.ideaId) }),
          queryClient.cancelQueries({ queryKey: ideaKeys.lists() }),
        ]);
      const undo = undoOf(change, cachedProgress(queryClient, ref));
      patchProgress(queryClient, ref, (progress) => withChange(progress, change));
      return { undo };
    },
    onError: (error, { ref }, context) => {
      if (context) patchProgress(queryClient, ref, context.undo);
      console.warn('Could not save step progress; the change was undone.', error);
    },
    // With other writes still in flight their ticks would vanish until they land: wait for the last.
    onSuccess: (idea) => {
      if (idea && lastPending(idea.id)) patchCachedIdea(queryClient, idea.id, () => idea);
    },
    onSettled: (_idea, _error, { ref }) => {
      if ('ideaId' in ref && lastPending(ref.ideaId))
        return refreshAfterIdeaWrite(queryClient, ref.ideaId);
      return undefined;
    },
  });
}
