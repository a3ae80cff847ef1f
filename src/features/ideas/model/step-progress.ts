import { STEP_KEYS, type StepKey, type StepStatus } from '@/config/constants';
import { withStepTicked } from '@/lib/api/ideas/step-tick';
import type { StepProgress } from '@/lib/domain';

/** A step the person never touched has no entry; it reads as not started. */
export const stepStatus = (progress: StepProgress, key: StepKey): StepStatus =>
  progress[key] ?? 'not_started';

/**
 * docs/product.md §8.2: on the idea page only a step that has been started can be toggled (a step
 * never started begins in the guide); it flips between complete and not_started like a tick in the
 * guide.
 */
export const canToggleStep = (progress: StepProgress, key: StepKey): boolean =>
  stepStatus(progress, key) !== 'not_started';

export function toggleStep(progress: StepProgress, key: StepKey): StepProgress {
  if (!canToggleStep(progress, key)) return progress;
  return withStepTicked(progress, key, stepStatus(progress, key) !== 'complete');
}

const allSteps = (status: StepStatus): StepProgress =>
  Object.fromEntries(STEP_KEYS.map((key) => [key, status])) as StepProgress;

/** Quick Actions: 'Mark All Complete'. */
export const markAllComplete = (): StepProgress => allSteps('complete');

/** Quick Actions: 'Reset All'. */
export const resetAll = (): StepProgress => allSteps('not_started');

export const completedCount = (progress: StepProgress): number =>
  STEP_KEYS.filter((key) => stepStatus(progress, key) === 'complete').length;
