import type { CurrentIdea } from '@/features/journey/model/journey';
import type { StepProgressRef } from '@/lib/api/ideas/keys';
import { useStepProgressQuery } from '@/lib/api/ideas/step-progress-query';
import { progressTabKey } from '@/lib/api/ideas/tab-progress';

/**
 * Where the journey's idea keeps its ticks: with the saved idea in the person's account, else
 * (a visitor's idea, or one whose save has not landed) in this tab
 * (docs/decisions/085-one-home-for-step-progress.md).
 */
export const progressRefOf = ({ ideaId, text }: Pick<CurrentIdea, 'ideaId' | 'text'>) =>
  (ideaId ? { ideaId } : { tabKey: progressTabKey(text) }) satisfies StepProgressRef;

/** The journey's idea's step progress, from its one home. */
export const useJourneyProgress = (idea: Pick<CurrentIdea, 'ideaId' | 'text'>) =>
  useStepProgressQuery(progressRefOf(idea));
