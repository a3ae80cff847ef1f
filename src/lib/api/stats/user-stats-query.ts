import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { statsKeys } from './keys';

/** Ideas Clarified, Guides Completed, Feedback Given for the signed-in person. */
const userStatsQuery = (backend: Backend) =>
  queryOptions({
    queryKey: statsKeys.user(),
    queryFn: () => backend.stats.forCurrentUser(),
  });

export function useUserStatsQuery() {
  const backend = useBackend();
  return useQuery(userStatsQuery(backend));
}
