import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepKind } from '@/domain/vocabulary';
import { progressForChoice } from '@/domain/step-progress';
import type { Idea, StepProgress } from '@/domain/model';
import { useBackend } from '@/lib/backend/backend-context';
import { patchCachedIdea, refreshAfterIdeaWrite } from './cache';
import { asFoundation, journeyWriteKeys } from './journey-writes';
import { ideaKeys, type StepProgressRef } from './keys';
import { hasPendingTicks, withPendingTicks } from './step-progress-mutation';
import { readTabProgress, writeTabProgress } from './tab-progress';
import { backendDecides } from '../network-mode';

interface StepChoiceVariables {
  ref: StepProgressRef;
  step: StepKind;
  /** The step chosen before, for an idea kept in the tab (a saved idea's is in its row). */
  chosen: StepKind | null;
}

/**
 * Chooses an idea's next step: the same step keeps its ticks, another starts afresh
 * (`progressForChoice`). The screen shows it at once. For a saved idea the database decides what
 * happens to the ticks it holds, so a tick saved meanwhile in another tab is never overwritten by
 * this tab's copy of the map (docs/decisions/062-no-whole-map-writes-of-step-progress.md); a
 * failure is logged, and the screen keeps the person's choice. An idea kept in the tab keeps it
 * there.
 */
export function useStepChoiceMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Idea | null, Error, StepChoiceVariables>({
    meta: { dataCopy: 'outdates' },
    ...backendDecides,
    mutationKey: journeyWriteKeys.stepChoice(),
    mutationFn: async ({ ref, step, chosen }) => {
      if ('ideaId' in ref)
        return asFoundation(ref.ideaId, backend.ideas.chooseStep(ref.ideaId, step));
      writeTabProgress(ref.tabKey, progressForChoice(chosen, readTabProgress(ref.tabKey), step));
      return null;
    },
    onMutate: async ({ ref, step, chosen }) => {
      if ('tabKey' in ref) {
        queryClient.setQueryData<StepProgress>(ideaKeys.tabProgress(ref.tabKey), (progress = {}) =>
          progressForChoice(chosen, progress, step),
        );
        return;
      }
      // A read landing now would put the old step back on screen.
      await queryClient.cancelQueries({ queryKey: ideaKeys.detail(ref.ideaId) });
      patchCachedIdea(queryClient, ref.ideaId, (idea) => ({
        ...idea,
        selected_next_step: step,
        step_progress: progressForChoice(idea.selected_next_step, idea.step_progress, step),
      }));
    },
    onSuccess: (idea) => {
      if (idea) patchCachedIdea(queryClient, idea.id, () => withPendingTicks(queryClient, idea));
    },
    onError: (error) => console.warn('Could not save the chosen step.', error),
    // Ticks waiting for this choice read the idea again when the last of them lands.
    onSettled: (_idea, _error, { ref }) =>
      'ideaId' in ref && !hasPendingTicks(queryClient, ref.ideaId)
        ? refreshAfterIdeaWrite(queryClient, ref.ideaId)
        : undefined,
  });
}
