import { STEP_KEYS, type StepKey, type StepStatus } from '@/domain/vocabulary';
import { tickChange } from '@/domain/step-progress';
import type { StepProgressChange } from '@/domain/step-progress';
import type { Guide, StepProgress } from '@/domain/model';

/** A step the person never touched has no entry; it reads as not started. */
export const stepStatus = (progress: StepProgress, key: StepKey): StepStatus =>
  progress[key] ?? 'not_started';

export interface TrackedStep {
  key: StepKey;
  /** 1-based. */
  number: number;
  /** The guide step's title, or 'Step n' when the idea has no stored guide. */
  title: string;
}

/**
 * The steps the idea page tracks (docs/product.md §8.2): those of the idea's stored guide, at most
 * five (the keys step1..step5), or 'Step 1…5' when no guide is stored. The database counts the
 * same way when it decides an idea is completed (docs/decisions/029-idea-status-follows-its-guide.md).
 */
export function trackedSteps(guide: Guide | null): TrackedStep[] {
  const titles = guide?.steps.map((step) => step.title) ?? [];
  const count = titles.length > 0 ? Math.min(titles.length, STEP_KEYS.length) : STEP_KEYS.length;
  return STEP_KEYS.slice(0, count).map((key, index) => ({
    key,
    number: index + 1,
    title: titles[index]?.trim() || `Step ${index + 1}`,
  }));
}

/**
 * docs/product.md §8.2: on the idea page only a step that has been started can be toggled (a step
 * never started begins in the guide); it flips between complete and not_started like a tick in the
 * guide.
 */
export const canToggleStep = (progress: StepProgress, key: StepKey): boolean =>
  stepStatus(progress, key) !== 'not_started';

/** The write a click on a step makes, or null when the step cannot be toggled. */
export const toggleChange = (progress: StepProgress, key: StepKey): StepProgressChange | null =>
  canToggleStep(progress, key) ? tickChange(key, stepStatus(progress, key) !== 'complete') : null;

/** Quick Actions: 'Mark All Complete'. */
export const markAllComplete: StepProgressChange = { step: 'all', state: 'complete' };

/** Quick Actions: 'Reset All'. */
export const resetAll: StepProgressChange = { step: 'all', state: 'not_started' };

export const completedCount = (progress: StepProgress, steps: TrackedStep[]): number =>
  steps.filter(({ key }) => stepStatus(progress, key) === 'complete').length;
