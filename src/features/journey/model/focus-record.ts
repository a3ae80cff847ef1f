import type { StepKind } from '@/domain/vocabulary';
import { FOCUS_RECORDS_KEY as RECORDS_KEY } from './tab-keys';

/**
 * What 'One step at a time' keeps in the tab (sessionStorage), per guide: the steps put off with
 * 'Skip for now' and a timer running since when. The time a timer counted is kept with the guide's
 * items (src/lib/api/guide-items), not here. Kept like the visitor's journey
 * (docs/decisions/014-visitor-journey-in-session-storage.md) and forgotten with it when a session
 * ends. Anything unreadable is an empty record.
 */

/** Guides remembered at once; the oldest is dropped beyond this. */
const RECORDS_MAX = 10;

export interface FocusRecord {
  skipped: number[];
  /** A timer now running: on which step, since when (epoch ms). */
  running: { step: number; since: number } | null;
}

const emptyRecord = (): FocusRecord => ({ skipped: [], running: null });

/** Which guide a record belongs to: the saved idea, or a visitor's idea by its text. */
export function guideKey(ideaId: string | null, text: string, kind: StepKind | null): string {
  if (ideaId) return `${ideaId}|${kind ?? ''}`;
  // A short fingerprint of the text: the key names the idea without holding all of it twice.
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return `visitor:${hash.toString(36)}:${text.length}|${kind ?? ''}`;
}

/**
 * The record of a guide's 'Start here' timer (running on 'step' 0): kept in the tab like a step's,
 * so a reload keeps it running, but under a key of its own, since One step at a time writes its
 * steps' record whole. A saved idea's is one for the walkthrough and the idea page.
 */
export const startHereKey = (ref: { ideaId: string | null; kind: StepKind; tabKey: string }) =>
  `${ref.ideaId ?? `tab:${ref.tabKey}`}|${ref.kind}|start-here`;

type Records = Record<string, FocusRecord & { at: number }>;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readRecords(): Records {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(RECORDS_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Records) : {};
  } catch {
    return {};
  }
}

/** The record of one guide, checked field by field. */
export function readRecord(key: string): FocusRecord {
  const raw: unknown = readRecords()[key];
  if (!raw || typeof raw !== 'object') return emptyRecord();
  const { skipped, running } = raw as Record<string, unknown>;
  const record = emptyRecord();
  if (Array.isArray(skipped)) record.skipped = skipped.filter(Number.isInteger) as number[];
  if (running && typeof running === 'object') {
    const { step, since } = running as Record<string, unknown>;
    if (Number.isInteger(step) && isCount(since)) record.running = { step: step as number, since };
  }
  return record;
}

export function writeRecord(key: string, record: FocusRecord): void {
  const records = readRecords();
  records[key] = { ...record, at: Date.now() };
  const kept = Object.entries(records)
    .sort(([, a], [, b]) => (b.at ?? 0) - (a.at ?? 0))
    .slice(0, RECORDS_MAX);
  try {
    sessionStorage.setItem(RECORDS_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Not kept for a reload; the view still works.
  }
}

/** Whole seconds the running timer has counted on `step` by `now` (0 when it is not on it). */
function runningSeconds(record: FocusRecord, step: number, now: number): number {
  if (record.running?.step !== step) return 0;
  return Math.max(0, Math.floor((now - record.running.since) / 1000));
}

/** The record with its timer stopped, and what the timer had counted on which step. */
export function stopTimer(
  record: FocusRecord,
  now: number,
): { record: FocusRecord; counted: { step: number; seconds: number } | null } {
  if (!record.running) return { record, counted: null };
  const { step } = record.running;
  return {
    record: { ...record, running: null },
    counted: { step, seconds: runningSeconds(record, step, now) },
  };
}
