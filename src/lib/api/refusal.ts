import { BackendError } from '@/domain/errors';

/** Refusals `toBackendError` (errors.ts) put in words a person can act on. */
const REFUSALS = new Set([
  // One of the database's rules: a check, a size, a quota.
  '23514',
  // An hourly limit.
  'PT429',
  // An argument submit_feedback refuses (docs/decisions/095-the-shelf-map-the-calendar-name-the-feedback-session.md).
  'PT400',
]);

/**
 * The sentence of a refusal the person can act on. Trying again as is would fail again, so a
 * screen says this instead of a generic failure. Null for any other error. Its own small module:
 * screens on the first load use it.
 */
export function refusalMessage(error: unknown): string | null {
  return error instanceof BackendError && REFUSALS.has(error.code ?? '') ? error.message : null;
}
