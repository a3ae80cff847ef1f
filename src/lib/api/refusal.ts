import { BackendError } from '@/domain/errors';

/**
 * The sentence of a refusal the person can act on: the values broke one of the database's rules
 * (a check, a size, a quota: code 23514) or an hourly limit (PT429), and `toBackendError` (errors.ts)
 * put it in words. Trying again as is would fail again, so a screen says this instead of a generic
 * failure. Null for any other error. Its own small module: screens on the first load use it.
 */
export function refusalMessage(error: unknown): string | null {
  return error instanceof BackendError && (error.code === '23514' || error.code === 'PT429')
    ? error.message
    : null;
}
