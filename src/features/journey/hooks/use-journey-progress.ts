import type { CurrentIdea } from '@/features/journey/model/journey';
import { progressRefOf } from '@/features/journey/model/progress-ref';
import { useStepProgressQuery } from '@/lib/api/ideas/step-progress-query';

/** The journey's idea's step progress, from its one home (`progressRefOf`). */
export const useJourneyProgress = (idea: Pick<CurrentIdea, 'ideaId' | 'text'>) =>
  useStepProgressQuery(progressRefOf(idea));
