import type { StepProgress } from './model';
import { STEP_KEYS, type StepKey, type StepKind, type StepStatus } from './vocabulary';

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

/** The `step_progress` key of a guide step (0-based index); null past the fifth step. */
const stepKeyAt = (index: number): StepKey | null => STEP_KEYS[index] ?? null;

/** Whether guide step `index` (0-based) is ticked. */
export const isStepDone = (progress: StepProgress, index: number): boolean => {
  const key = stepKeyAt(index);
  return key !== null && progress[key] === 'complete';
};

/** How many of a guide's first `stepCount` steps are ticked. */
export const countDone = (progress: StepProgress, stepCount: number): number =>
  Array.from({ length: stepCount }, (_, index) => isStepDone(progress, index)).filter(Boolean)
    .length;

/**
 * docs/product.md §5.5: choosing a step sets step1 to in_progress; choosing the step already chosen
 * keeps its ticks. The database's `choose_step` applies the same rule to the map it holds.
 */
export const progressForChoice = (
  chosen: StepKind | null,
  progress: StepProgress,
  step: StepKind,
): StepProgress =>
  chosen === step && Object.keys(progress).length > 0 ? progress : { step1: 'in_progress' };
