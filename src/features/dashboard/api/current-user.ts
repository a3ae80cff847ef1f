import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { dashboardKeys } from './keys';

/** The signed-in person as the auth server knows them now (the session's copy may be older). */
export const currentUserQuery = (backend: Backend) =>
  queryOptions({ queryKey: dashboardKeys.user, queryFn: () => backend.auth.getUser() });

export function useCurrentUser() {
  const backend = useBackend();
  return useQuery(currentUserQuery(backend));
}
