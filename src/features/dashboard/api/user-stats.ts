import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { dashboardKeys } from './keys';

/** Quick Stats: the three numbers of `user_stats()` for the caller. */
export const userStatsQuery = (backend: Backend) =>
  queryOptions({ queryKey: dashboardKeys.userStats, queryFn: () => backend.stats.forCurrentUser() });

export function useUserStats() {
  const backend = useBackend();
  return useQuery(userStatsQuery(backend));
}
