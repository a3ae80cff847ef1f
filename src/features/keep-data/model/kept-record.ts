/**
 * What this browser remembers about an account's copies (docs/decisions/091-keeping-a-persons-data.md),
 * in localStorage beside the session: times in epoch milliseconds. It lives where the ideas live,
 * so it goes when they go, and a fresh browser starts with no copy known.
 */
export interface KeptRecord {
  /** The last copy kept: the all-my-data file downloaded, or the living copy written. */
  lastCopyAt: number | null;
  /** The last change to the ideas this browser saw. */
  changedAt: number | null;
  /** When the reminder was last put away. */
  dismissedAt: number | null;
  /** The living copy's file name, to say where it is. */
  fileName: string | null;
}

export const EMPTY_RECORD: KeptRecord = {
  lastCopyAt: null,
  changedAt: null,
  dismissedAt: null,
  fileName: null,
};

export const keptRecordKey = (userId: string) => `clarity.kept-copy.${userId}`;

const time = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** Reads a stored record; anything damaged or foreign reads as nothing known. */
export function parseKeptRecord(text: string | null): KeptRecord {
  if (!text) return EMPTY_RECORD;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_RECORD;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_RECORD;
  const record = value as Record<string, unknown>;
  return {
    lastCopyAt: time(record.lastCopyAt),
    changedAt: time(record.changedAt),
    dismissedAt: time(record.dismissedAt),
    fileName: typeof record.fileName === 'string' ? record.fileName.slice(0, 255) : null,
  };
}
