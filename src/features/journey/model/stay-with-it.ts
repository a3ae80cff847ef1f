import { formatMinutes } from './time';

/**
 * Staying with a step (docs/decisions/086-stay-with-it.md): when the gentle check-in is due, what
 * its line says, the break's countdown, and a 'Work with me' session's halfway point and summary.
 * Pure, so the rules are tested apart from the screen; every time is epoch milliseconds or seconds
 * spent on the step, as named.
 */

// These two numbers live here, not in config/constants.ts: that module is part of the landing
// page's first load, and only the walkthrough's lazy code needs them.
/**
 * 'Take a 5-minute break' from a step's gentle check-in: the break counts down this long, then asks
 * whether to pick the step up again.
 */
export const CHECK_IN_BREAK_MINUTES = 5;
/** 'Work with me': the lengths of a quiet session on one step, in minutes. */
export const WORK_WITH_ME_MINUTES = [15, 25, 50] as const;

/**
 * Any answer to a check-in ('Keep going', 'Break it down', 'Take a break') quiets it for the same
 * length again: the next one is due one estimate after the time spent now.
 */
export const snoozedCheckInAt = (spentSeconds: number, estimateMinutes: number): number =>
  Math.floor(spentSeconds) + estimateMinutes * 60;

/**
 * The seconds spent at which the first check-in is due: the estimate. A step that comes on screen
 * already past it (worked on before) is given a full estimate more first, so pressing 'Start timer'
 * is never answered at once with a question.
 */
export const firstCheckInAt = (estimateMinutes: number, spentBefore: number): number =>
  spentBefore < estimateMinutes * 60
    ? estimateMinutes * 60
    : snoozedCheckInAt(spentBefore, estimateMinutes);

/**
 * Whether the check-in line shows: only while the step's timer runs, only for a step with an
 * estimate, once the time spent has reached the next check-in.
 */
export function checkInDue({
  running,
  estimateMinutes,
  spentSeconds,
  dueAt,
}: {
  running: boolean;
  estimateMinutes: number | undefined;
  spentSeconds: number;
  /** Seconds spent at which the next check-in is due. */
  dueAt: number;
}): boolean {
  return running && estimateMinutes !== undefined && estimateMinutes > 0 && spentSeconds >= dueAt;
}

/** Whole minutes spent beyond the estimate (0 until a full minute has passed). */
export const minutesPast = (spentSeconds: number, estimateMinutes: number): number =>
  Math.max(0, Math.floor((spentSeconds - estimateMinutes * 60) / 60));

/** '1 minute', '10 minutes', '1 h 15 min'. */
function minutesWords(minutes: number): string {
  if (minutes >= 60) return formatMinutes(minutes);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The check-in line with the real minutes: 'You're 10 minutes past the estimate. Keep going, break
 * it down, or take a break?'. Without a way to break the step down (no AI) it offers only the two
 * it can keep.
 */
export function checkInLine(past: number, canBreakDown: boolean): string {
  const where =
    past < 1 ? "You've reached the estimate." : `You're ${minutesWords(past)} past the estimate.`;
  const ask = canBreakDown
    ? 'Keep going, break it down, or take a break?'
    : 'Keep going, or take a break?';
  return `${where} ${ask}`;
}

const BREAK_SECONDS = CHECK_IN_BREAK_MINUTES * 60;

/** When a break taken now ends. */
export const breakEndsAt = (now: number): number => now + BREAK_SECONDS * 1000;

/**
 * Whole seconds left until `endsAt`, between 0 and `length`: a clock read a moment before the
 * countdown began never shows more than its whole length.
 */
const secondsLeft = (endsAt: number, now: number, length: number): number =>
  Math.min(length, Math.max(0, Math.ceil((endsAt - now) / 1000)));

/** Whole seconds left of a break ending at `endsAt` (0 once it is over). */
export const breakSecondsLeft = (endsAt: number, now: number): number =>
  secondsLeft(endsAt, now, BREAK_SECONDS);

/** What a break asks once it is over. */
export const BREAK_OVER_LINE = 'Ready to pick it up?';

/** Something worth saying once: a check-in, a break's end, a session's start, halfway or end. */
export interface Moment {
  /** Names this moment: a new key is a new moment, the same key the same one. */
  key: string;
  text: string;
  /** Whether it also chimes or notifies, if the person turned that on. */
  alert: boolean;
}

/** A 'Work with me' session on one step. */
export interface WorkSession {
  /** Its chosen length. */
  minutes: number;
  /** When it started (epoch ms). */
  since: number;
  /** The step's bullets and sub-steps already ticked when it started. */
  tickedBefore: readonly string[];
}

export const sessionEndsAt = (session: WorkSession): number =>
  session.since + session.minutes * 60_000;

/** Whole seconds left of a session (0 once it is over). */
export const sessionSecondsLeft = (session: WorkSession, now: number): number =>
  secondsLeft(sessionEndsAt(session), now, session.minutes * 60);

/** Where a session is: in its first half, past its halfway point, or over. */
export type SessionPhase = 'first-half' | 'second-half' | 'over';

export function sessionPhase(session: WorkSession, now: number): SessionPhase {
  if (now >= sessionEndsAt(session)) return 'over';
  return now - session.since >= session.minutes * 30_000 ? 'second-half' : 'first-half';
}

/** The one check-in of a session, said once at its halfway point. */
export const HALFWAY_LINE = 'Halfway there. Still here with you.';

/** What was said as the session started. */
export const sessionStartLine = (minutes: number, title: string): string =>
  `Working alongside you for ${minutes} minutes on “${title}”.`;

/** How many of `ticked` were not ticked before (an untick and a tick again counts once). */
export const tickedSince = (before: readonly string[], ticked: readonly string[]): number =>
  ticked.filter((key) => !before.includes(key)).length;

/**
 * The session's short, kind summary: '25 minutes on “Sketch the first screens”. 2 actions ticked.'
 * The time alone is worth saying: with nothing ticked, nothing is said about ticks.
 */
export function sessionSummary({
  seconds,
  title,
  ticked,
}: {
  seconds: number;
  title: string;
  ticked: number;
}): string {
  const minutes = Math.round(seconds / 60);
  const time = minutes < 1 ? 'Under a minute' : minutesWords(minutes);
  const actions = ticked > 0 ? ` ${ticked} ${ticked === 1 ? 'action' : 'actions'} ticked.` : '';
  return `${time} on “${title}”.${actions}`;
}
