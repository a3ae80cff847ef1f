import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { accountKeys } from './keys';

/** The signed-in person as the auth server knows them now (the session's copy may be older). */
const currentUserQuery = (backend: Backend) =>
  queryOptions({ queryKey: accountKeys.user, queryFn: () => backend.auth.getUser() });

export function useCurrentUserQuery() {
  const backend = useBackend();
  return useQuery(currentUserQuery(backend));
}
