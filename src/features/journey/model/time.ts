import type { GuideItem, GuideStep } from '@/domain/model';
import { itemAt, stepItemKey, subStepsOf } from '@/domain/guide-items';
import { START_HERE_KEY } from '@/domain/start-here';

/**
 * Honest time (docs/product.md §5.6): the estimates a guide's steps carry, what is still ahead, and
 * the time a step took. Pure, so the walkthrough and its focus view say the same thing.
 */

/** Something the person does: its estimate (if known), whether it is done, and its parts. */
export interface TimedItem {
  minutes?: number;
  done: boolean;
  /**
   * Smaller actions it was split into: when there are any, what is left of the item is what is
   * left of its parts (its own estimate then counts no more).
   */
  parts?: readonly TimedItem[];
}

/**
 * The minutes still ahead: the estimates of the unfinished items (of their unfinished parts when
 * split). `null` when no unfinished item has an estimate, so no total is shown rather than a made-up
 * one; 0 when everything is done.
 */
export function remainingMinutes(items: readonly TimedItem[]): number | null {
  let total = 0;
  let known = false;
  let unfinished = false;
  for (const item of items) {
    if (item.done) continue;
    unfinished = true;
    const ahead = item.parts && item.parts.length > 0 ? remainingMinutes(item.parts) : item.minutes;
    if (ahead === null || ahead === undefined) continue;
    total += ahead;
    known = true;
  }
  if (!unfinished) return 0;
  return known ? total : null;
}

/**
 * The sub-steps below `parentKey` as timed parts, each with its own sub-steps as parts: a sub-step
 * broken down further counts by what is left of those.
 */
export const timedSubSteps = (items: readonly GuideItem[], parentKey: string): TimedItem[] =>
  subStepsOf(items, parentKey).map((item) => ({
    ...(item.minutes === null ? {} : { minutes: item.minutes }),
    done: item.done,
    parts: timedSubSteps(items, item.key),
  }));

/**
 * The minutes still ahead in a guide: 'Start here' until it is ticked, and its unfinished steps, a
 * step broken down counting by what is left of its sub-steps. The walkthrough and the idea page
 * say the same.
 */
export const guideMinutesLeft = (
  steps: readonly Pick<GuideStep, 'minutes'>[],
  isDone: (index: number) => boolean,
  items: readonly GuideItem[],
  startHere: { minutes: number } | null = null,
): number | null => {
  const left = remainingMinutes(
    steps.map((step, index) => ({
      ...(step.minutes === undefined ? {} : { minutes: step.minutes }),
      done: isDone(index),
      parts: timedSubSteps(items, stepItemKey(index)),
    })),
  );
  // Once every step is done the way in is behind the person, ticked or not; with no estimate for
  // the steps, five minutes would pass for the whole of what is left.
  if (!startHere || !left || itemAt(items, START_HERE_KEY)?.done) return left;
  return left + startHere.minutes;
};

/** '20 min', '1 h', '1 h 40 min'. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A step's estimate as shown beside it: '~20 min'. */
export const estimateLabel = (minutes: number) => `~${formatMinutes(minutes)}`;

/** The walkthrough's total: 'about 1 h 40 min left'. */
export const remainingLabel = (minutes: number) => `about ${formatMinutes(minutes)} left`;

/** One timer's time is kept in one add, of a day at most (what the database accepts at once). */
export const MAX_SECONDS_PER_ADD = 86_400;

/** A running timer: '4:05', '1:02:05'. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** After a step is done: 'took 32 min', 'took under a minute'. */
export function tookLabel(seconds: number): string {
  if (seconds < 60) return 'took under a minute';
  return `took ${formatMinutes(seconds / 60)}`;
}
