import type { GuideItem, NewSubStep } from './model';

/**
 * The keys of a guide's items and the changes each write makes to a list of them
 * (docs/decisions/040-guide-items-one-row-each.md): 's1' step 1, 's1.b2' its second bullet, 's1.3'
 * its third sub-step, 's1.3.1' the first sub-step of that one. Pure: the tab's store and the
 * optimistic cache apply the same change the database does.
 */

/** Sub-steps go two levels below a step, at most. */
const SUB_STEP_LEVELS_MAX = 2;

/** The key of guide step `index` (0-based). */
export const stepItemKey = (index: number) => `s${index + 1}`;

/** The key of bullet `index` (0-based) of a step. */
export const bulletItemKey = (stepKey: string, index: number) => `${stepKey}.b${index + 1}`;

/** How many levels below its step an item is: 0 for a step, 1 or 2 for a sub-step. */
const subStepLevel = (key: string) => key.split('.').length - 1;

/** Whether this step or sub-step may be broken down (two levels at most). */
export const canBreakDown = (key: string) =>
  /^s[1-5](\.[1-7])?$/.test(key) && subStepLevel(key) < SUB_STEP_LEVELS_MAX;

const isSubStepKey = (key: string) => /^s[1-5](\.[1-7]){1,2}$/.test(key);

/** Whether `key` is a sub-step of `parentKey` at any depth (its bullets are not). */
const isBelow = (key: string, parentKey: string) =>
  key.startsWith(`${parentKey}.`) && /^[1-7]/.test(key.slice(parentKey.length + 1));

/** The sub-steps directly below `parentKey`, in order. */
export const subStepsOf = (items: readonly GuideItem[], parentKey: string): GuideItem[] =>
  items
    .filter(
      (item) =>
        isSubStepKey(item.key) &&
        isBelow(item.key, parentKey) &&
        subStepLevel(item.key) === subStepLevel(parentKey) + 1,
    )
    .sort((a, b) => a.key.localeCompare(b.key));

/** The item of `key`, if stored. */
export const itemAt = (items: readonly GuideItem[], key: string) =>
  items.find((item) => item.key === key);

const byKey = (a: GuideItem, b: GuideItem) => a.key.localeCompare(b.key);

const blank = (key: string): GuideItem => ({
  key,
  title: null,
  minutes: null,
  done: false,
  secondsSpent: 0,
});

/** `set_guide_item_done`: one bullet or sub-step ticked or unticked (a sub-step must exist). */
export function withItemDone(items: readonly GuideItem[], key: string, done: boolean): GuideItem[] {
  const found = itemAt(items, key);
  if (!found)
    return isSubStepKey(key) ? [...items] : [...items, { ...blank(key), done }].sort(byKey);
  return items.map((item) => (item.key === key ? { ...item, done } : item));
}

/** `add_guide_item_time`: seconds added to a step's or sub-step's time. */
export function withTimeAdded(
  items: readonly GuideItem[],
  key: string,
  seconds: number,
): GuideItem[] {
  const found = itemAt(items, key);
  if (!found)
    return isSubStepKey(key)
      ? [...items]
      : [...items, { ...blank(key), secondsSpent: seconds }].sort(byKey);
  return items.map((item) =>
    item.key === key ? { ...item, secondsSpent: item.secondsSpent + seconds } : item,
  );
}

/** The items `replace_sub_steps` writes for `subSteps` below `parentKey`, in key order. */
export const subStepItems = (parentKey: string, subSteps: readonly NewSubStep[]): GuideItem[] =>
  subSteps.flatMap((subStep, index) => {
    const key = `${parentKey}.${index + 1}`;
    return [
      {
        key,
        title: subStep.title,
        minutes: subStep.minutes,
        done: subStep.done ?? false,
        secondsSpent: subStep.secondsSpent ?? 0,
      },
      ...subStepItems(key, subStep.subSteps ?? []),
    ];
  });

/** `replace_sub_steps`: the sub-steps below `parentKey`, and theirs, replaced; its bullets stay. */
export const withSubSteps = (
  items: readonly GuideItem[],
  parentKey: string,
  subSteps: readonly NewSubStep[],
): GuideItem[] =>
  [
    ...items.filter((item) => !isBelow(item.key, parentKey)),
    ...subStepItems(parentKey, subSteps),
  ].sort(byKey);

/** The sub-steps below `parentKey` as they are now, with their own: what Undo puts back. */
export const currentSubSteps = (items: readonly GuideItem[], parentKey: string): NewSubStep[] =>
  subStepsOf(items, parentKey).map((item) => ({
    title: item.title ?? '',
    minutes: item.minutes,
    done: item.done,
    secondsSpent: item.secondsSpent,
    ...(subStepLevel(parentKey) === 0 ? { subSteps: currentSubSteps(items, item.key) } : {}),
  }));

/** The keys of the bullets and sub-steps ticked below `parentKey`, at any depth. */
export const tickedBelow = (items: readonly GuideItem[], parentKey: string): string[] =>
  items.filter((item) => item.done && item.key.startsWith(`${parentKey}.`)).map((item) => item.key);
