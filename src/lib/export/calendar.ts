import ical, { escape } from 'ical-generator';
import { EXPORT_STEP_MINUTES_DEFAULT } from '@/config/constants';
import type { ExportDocument, ExportStartHere, ExportStep } from './document';
import { startHereAhead, unfinishedSteps } from './document';

/** When the person wants to work on the steps: from a day on, within the same hours each day. */
export interface CalendarPlan {
  /** `YYYY-MM-DD`. */
  startDay: string;
  /** `HH:MM`, 24-hour clock. */
  dayStart: string;
  /** `HH:MM`, after `dayStart`. */
  dayEnd: string;
}

export interface ScheduledStep {
  step: ExportStep;
  /** The step's place in the guide (0-based). */
  index: number;
  /** Wall-clock times, held in a Date's UTC fields: the calendar's events float in the reader's zone. */
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether `day` is a real day, `YYYY-MM-DD`. */
export const isValidDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/** Whether the plan can be scheduled: a real start day and an end after the start. */
export function isValidPlan(plan: CalendarPlan): boolean {
  return (
    isValidDay(plan.startDay) &&
    /^\d{2}:\d{2}$/.test(plan.dayStart) &&
    /^\d{2}:\d{2}$/.test(plan.dayEnd) &&
    minutesOf(plan.dayEnd) > minutesOf(plan.dayStart)
  );
}

/** A place in the calendar, in wall-clock times held in a Date's UTC fields. */
interface Slot {
  start: Date;
  end: Date;
}

/**
 * Places one thing after another from the start day's first hour: one that does not fit in what is
 * left of a day moves to the next day's start; one longer than a whole day's hours gets a day of its
 * own, cut to those hours, so that no event falls outside them.
 */
function slotsWithin(plan: CalendarPlan): (minutes: number) => Slot {
  const first = minutesOf(plan.dayStart);
  const last = minutesOf(plan.dayEnd);
  const dayZero = Date.parse(`${plan.startDay}T00:00:00Z`);
  let day = 0;
  let at = first;
  return (minutes) => {
    const wanted = Math.min(minutes, last - first);
    if (at + wanted > last) {
      day += 1;
      at = first;
    }
    const start = new Date(dayZero + (day * DAY_MINUTES + at) * MINUTE_MS);
    at += wanted;
    return { start, end: new Date(start.getTime() + wanted * MINUTE_MS) };
  };
}

/**
 * 'Start here' while it is not done, then the unfinished steps, one after another within the
 * daily hours (`slotsWithin`). A step without an estimate gets EXPORT_STEP_MINUTES_DEFAULT.
 */
function schedulePlan(
  document: ExportDocument,
  plan: CalendarPlan,
): { startHere: (Slot & { startHere: ExportStartHere }) | null; steps: ScheduledStep[] } {
  const next = slotsWithin(plan);
  const startHere = startHereAhead(document);
  return {
    startHere: startHere ? { startHere, ...next(startHere.estimate) } : null,
    steps: unfinishedSteps(document).map(({ step, index }) => ({
      step,
      index,
      ...next(step.estimate ?? EXPORT_STEP_MINUTES_DEFAULT),
    })),
  };
}

/** The unfinished steps' places in the calendar (after 'Start here', when it is not done). */
export const scheduleSteps = (document: ExportDocument, plan: CalendarPlan): ScheduledStep[] =>
  schedulePlan(document, plan).steps;

/** FNV-1a: a short, stable name for a visitor's idea, which has no id of its own. */
function hashOf(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) {
    hash ^= unit;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const ideaUid = (document: ExportDocument) => document.ideaId ?? `idea-${hashOf(document.idea)}`;

/** The same step of the same idea keeps its UID, so importing the file again updates its events. */
export const stepUid = (document: ExportDocument, index: number) =>
  `${ideaUid(document)}-step-${index + 1}@clarity`;

/** 'Start here' keeps its UID the same way. */
const startHereUid = (document: ExportDocument) => `${ideaUid(document)}-start-here@clarity`;

/**
 * A text field as a calendar may hold it: ical-generator escapes `,` `;` `\` and newlines but
 * passes other control characters through, and a NUL or a bare CR inside a value breaks readers
 * (or lets the text start a line of its own). Line breaks (Unicode's too) stay newlines, which
 * ical-generator escapes; other controls go.
 */
const calendarText = (text: string) =>
  text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '')
    .trim();

/**
 * A text at the calendar's own level (NAME and X-WR-CALNAME): ical-generator writes these raw,
 * unlike an event's texts, so a line break in them (a plan opened from a share link brings its own
 * title) would start a property of the text's choosing. One line: breaks become spaces, other
 * control characters go, and RFC 5545's TEXT escaping (`\` `;` `,`) is ical-generator's own.
 */
const calendarLevelText = (text: string) =>
  escape(
    text
      .replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
      .replace(/ {2,}/g, ' ')
      .trim(),
    false,
  );

function descriptionOf(document: ExportDocument, step: ExportStep): string {
  const parts = [step.description.trim()];
  for (const bullet of step.bullets ?? []) parts.push(`• ${bullet.text}`);
  for (const sub of step.subSteps ?? []) parts.push(`${sub.done ? '☑' : '☐'} ${sub.text}`);
  parts.push('', `Idea: ${document.idea.trim()}`);
  return calendarText(parts.join('\n'));
}

/**
 * 'Start here' (while not done) and the unfinished steps as an iCalendar file (RFC 5545), one event
 * each: ical-generator writes
 * the CRLF line ends, the folding at 75 octets and the escaping of `,` `;` `\` and newlines.
 */
export function toCalendar(document: ExportDocument, plan: CalendarPlan, now = new Date()): string {
  const calendar = ical({
    prodId: { company: 'Clarity', product: 'Clarity', language: 'EN' },
    // Every calendar-level text goes through calendarLevelText; the file sets no description and
    // no X- property of its own (docs/decisions/095-the-shelf-map-the-calendar-name-the-feedback-session.md).
    name: calendarLevelText(document.guide?.title ?? '') || 'Clarity',
  });
  const { startHere, steps } = schedulePlan(document, plan);
  if (startHere)
    calendar.createEvent({
      id: startHereUid(document),
      start: startHere.start,
      end: startHere.end,
      floating: true,
      stamp: now,
      summary: calendarText(`Start here: ${startHere.startHere.text}`),
      description: calendarText(`Idea: ${document.idea.trim()}`),
    });
  for (const { step, index, start, end } of steps) {
    calendar.createEvent({
      id: stepUid(document, index),
      start,
      end,
      floating: true,
      stamp: now,
      summary: calendarText(step.title),
      description: descriptionOf(document, step),
    });
  }
  return calendar.toString();
}
