import type { StepProgress } from './model';
import { STEP_KEYS, type StepKey, type StepStatus } from './vocabulary';

/**
 * One progress write: a tick (one step's state), or a quick action over every step ('complete'
 * marks each step the idea shows complete, 'not_started' resets all five). The database applies it
 * to the map it holds, so concurrent writes keep each other's ticks
 * (docs/decisions/030-atomic-per-item-step-progress.md).
 */
export type StepProgressChange =
  { step: StepKey; state: StepStatus } | { step: 'all'; state: 'complete' | 'not_started' };

/**
 * What a tick writes, on the journey's guide and on the idea page alike: a ticked step is
 * complete, an unticked one is not started (an in-progress step becomes complete when ticked).
 */
export const tickChange = (key: StepKey, complete: boolean): StepProgressChange => ({
  step: key,
  state: complete ? 'complete' : 'not_started',
});

/**
 * A change applied to a map held on the device: what the screen shows until the database answers
 * with its own map. 'all' touches the five keys; the database marks only the stored guide's steps
 * complete, and its answer replaces this guess (keys past the guide's steps are not shown).
 */
export function withChange(progress: StepProgress, change: StepProgressChange): StepProgress {
  if (change.step !== 'all') return { ...progress, [change.step]: change.state };
  return Object.fromEntries(STEP_KEYS.map((key) => [key, change.state])) as StepProgress;
}

export const withStepTicked = (
  progress: StepProgress,
  key: StepKey,
  complete: boolean,
): StepProgress => withChange(progress, tickChange(key, complete));
