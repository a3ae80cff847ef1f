import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StepKind } from '@/domain/vocabulary';
import { useBackend } from '@/lib/backend/backend-context';
import type { Idea } from '@/domain/model';
import { patchCachedIdea, refreshAfterIdeaWrite } from './cache';
import { asFoundation, journeyWriteKeys } from './journey-writes';
import { backendDecides } from '../network-mode';

interface StepChoiceVariables {
  id: string;
  step: StepKind;
}

/**
 * Chooses an idea's next step. The database decides what happens to the ticks (the same step keeps
 * those it holds, another starts afresh), so a tick saved meanwhile in another tab is never
 * overwritten by this tab's copy of the map
 * (docs/decisions/062-no-whole-map-writes-of-step-progress.md). A failure is logged; the screen
 * already shows the person's choice and the next save carries it again.
 */
export function useStepChoiceMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Idea, Error, StepChoiceVariables>({
    ...backendDecides,
    mutationKey: journeyWriteKeys.stepChoice(),
    mutationFn: ({ id, step }) => asFoundation(id, backend.ideas.chooseStep(id, step)),
    onSuccess: (idea) => patchCachedIdea(queryClient, idea.id, () => idea),
    onError: (error) => console.warn('Could not save the chosen step.', error),
    onSettled: (_idea, _error, { id }) => refreshAfterIdeaWrite(queryClient, id),
  });
}
