import type { StepKey } from '@/config/constants';
import type { StepProgress } from '@/lib/domain';

/**
 * What a tick writes, on the journey's guide and on the idea page alike: a ticked step is
 * complete, an unticked one is not started (an in-progress step becomes complete when ticked).
 */
export const withStepTicked = (
  progress: StepProgress,
  key: StepKey,
  complete: boolean,
): StepProgress => ({ ...progress, [key]: complete ? 'complete' : 'not_started' });
