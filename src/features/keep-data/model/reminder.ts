import {
  COPY_REMINDER_AFTER_DAYS,
  COPY_REMINDER_FIRST_AFTER_IDEAS,
  COPY_REMINDER_QUIET_DAYS,
} from '@/config/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the reminder to keep a copy weighs; times are epoch milliseconds. */
export interface ReminderFacts {
  now: number;
  /** The browser keeps this site's storage for good. */
  kept: boolean;
  /** A file the person chose is rewritten after each change. */
  livingCopy: boolean;
  /** The last copy kept ('Keep a copy', 'Download all my data' or the living copy), if any. */
  lastCopyAt: number | null;
  /** The last change to the ideas, if any since this browser started watching. */
  changedAt: number | null;
  /** How many ideas the account has saved. */
  savedIdeas: number;
  /** When the person last put the reminder away. */
  dismissedAt: number | null;
}

/**
 * Whether My Ideas shows 'Your last copy is from … · Keep a copy' (docs/product.md §8.1): only
 * where it helps. Not when the browser keeps the ideas for good or a living copy follows them;
 * not within a week of the person putting it away; then when the ideas changed since a copy that
 * is 7 or more days old, or, with no copy at all, once 3 ideas are saved.
 */
export function reminderDue(facts: ReminderFacts): boolean {
  if (facts.kept || facts.livingCopy) return false;
  if (
    facts.dismissedAt !== null &&
    facts.now - facts.dismissedAt < COPY_REMINDER_QUIET_DAYS * DAY_MS
  )
    return false;
  if (facts.lastCopyAt === null) return facts.savedIdeas >= COPY_REMINDER_FIRST_AFTER_IDEAS;
  const changed = facts.changedAt !== null && facts.changedAt > facts.lastCopyAt;
  return changed && facts.now - facts.lastCopyAt >= COPY_REMINDER_AFTER_DAYS * DAY_MS;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', DAY_MS],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** '9 days ago', 'yesterday', '2 minutes ago', 'just now': in the page's English. */
export function timeAgo(then: number, now: number): string {
  const elapsed = Math.max(0, now - then);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of units)
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  return 'just now';
}

/** The reminder's words: how old the last copy is, or that there is none yet. */
export const reminderText = (lastCopyAt: number | null, now: number): string =>
  lastCopyAt === null
    ? 'You have no copy of your ideas yet'
    : `Your last copy is from ${timeAgo(lastCopyAt, now)}`;
