import { SHELF_NOT_NOW_DAYS, SHELF_SIZE, SHELF_UNTOUCHED_DAYS } from '@/config/constants';
import { STEP_KEYS, STEP_TITLES } from '@/domain/vocabulary';
import type { Guide, Idea } from '@/domain/model';

/**
 * 'From your shelf' (docs/decisions/043-the-shelf-and-the-triage.md), pure: which ideas come back,
 * in which order, and what each one's next step is.
 */

const DAY_MS = 86_400_000;

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Number.POSITIVE_INFINITY : ms;
};

/** True while 'Not now' still hides the idea. */
const isHidden = (hidden: Readonly<Record<string, string>>, id: string, now: Date) => {
  const until = hidden[id];
  return until !== undefined && time(until) > now.getTime();
};

/**
 * At most SHELF_SIZE ideas that are parked or in progress, untouched (not changed) for
 * SHELF_UNTOUCHED_DAYS days or more, and not hidden by 'Not now'; the most recently touched first
 * (the one freshest in mind), ties broken by id so the order never flickers.
 */
export function selectShelf(
  ideas: readonly Idea[],
  hidden: Readonly<Record<string, string>>,
  now: Date,
): Idea[] {
  const cutoff = now.getTime() - SHELF_UNTOUCHED_DAYS * DAY_MS;
  return ideas
    .filter(
      (idea) =>
        (idea.status === 'parked' || idea.status === 'in_progress') &&
        time(idea.updated_at) <= cutoff &&
        !isHidden(hidden, idea.id, now),
    )
    .sort((a, b) => time(b.updated_at) - time(a.updated_at) || b.id.localeCompare(a.id))
    .slice(0, SHELF_SIZE);
}

/**
 * Until when 'Not now' at `now` hides an idea: SHELF_NOT_NOW_DAYS days. The database writes that
 * one key and drops the dates already past, so the stored map stays small.
 */
export const notNowUntil = (now: Date): string =>
  new Date(now.getTime() + SHELF_NOT_NOW_DAYS * DAY_MS).toISOString();

/** How many ideas the shelf must read to still have SHELF_SIZE after those 'Not now' hides. */
export const shelfReadLimit = (hidden: Readonly<Record<string, string>>, now: Date) =>
  SHELF_SIZE + Object.keys(hidden).filter((id) => isHidden(hidden, id, now)).length;

/**
 * The idea's next unfinished step: the first step of its stored guide (at most five, as the idea
 * page tracks them) that is not complete; 'Step n of <kind>' without a readable guide; a prompt to
 * choose when no step was chosen. Null when every step is done.
 */
export function nextUnfinishedStep(idea: Idea, guide: Guide | null): string | null {
  const kind = idea.selected_next_step;
  if (!kind) return 'Choose your next step';
  const count = guide ? Math.min(guide.steps.length, STEP_KEYS.length) : STEP_KEYS.length;
  const index = STEP_KEYS.slice(0, count).findIndex(
    (key) => idea.step_progress[key] !== 'complete',
  );
  if (index === -1) return null;
  return guide?.steps[index]?.title.trim() || `Step ${index + 1} of ${STEP_TITLES[kind]}`;
}
