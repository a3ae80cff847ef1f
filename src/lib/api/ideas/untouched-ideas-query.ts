import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SHELF_UNTOUCHED_DAYS } from '@/config/constants';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { ideaKeys } from './keys';

const DAY_MS = 86_400_000;

/**
 * Parked and in-progress ideas untouched for SHELF_UNTOUCHED_DAYS or more, most recently touched
 * first: what 'From your shelf' chooses from. `limit` leaves room for the ones 'Not now' hides.
 * Under `ideaKeys.lists()`, so every write to an idea reads it again.
 */
const untouchedIdeasQuery = (backend: Backend, limit: number) =>
  queryOptions({
    queryKey: [...ideaKeys.lists(), 'untouched', limit] as const,
    queryFn: () =>
      backend.ideas.listUntouched({
        before: new Date(Date.now() - SHELF_UNTOUCHED_DAYS * DAY_MS).toISOString(),
        limit,
      }),
  });

export function useUntouchedIdeasQuery(limit: number, enabled = true) {
  const backend = useBackend();
  // A 'Not now' reads one more idea: the shelf stays on screen meanwhile.
  return useQuery({
    ...untouchedIdeasQuery(backend, limit),
    enabled,
    placeholderData: keepPreviousData,
  });
}
