/**
 * The order 'One step at a time' offers a guide's steps in (docs/product.md §5.6): the guide's
 * order, except that a step put off with 'Skip for now' goes to the end of the queue, behind the
 * steps never skipped and behind those skipped before it. Skipping costs nothing: the step keeps
 * its place in the list view and comes round again.
 */

/** Every step index once: those never skipped in guide order, then the skipped ones, oldest first. */
export function queueOrder(total: number, skipped: readonly number[]): number[] {
  const inRange = skipped.filter((index) => index >= 0 && index < total);
  const later = new Set(inRange);
  const first = Array.from({ length: total }, (_, index) => index).filter((i) => !later.has(i));
  return [...first, ...new Set(inRange)];
}

/** The step to show: the first unfinished one in queue order, or -1 when all are done. */
export function currentStep(
  total: number,
  skipped: readonly number[],
  isDone: (index: number) => boolean,
): number {
  return queueOrder(total, skipped).find((index) => !isDone(index)) ?? -1;
}

/** The skip list after putting `index` off: it moves behind every other skipped step. */
export const skipStep = (skipped: readonly number[], index: number): number[] => [
  ...skipped.filter((other) => other !== index),
  index,
];
