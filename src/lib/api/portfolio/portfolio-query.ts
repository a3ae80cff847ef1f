import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { portfolioKeys } from './keys';

/** The focus, the last triage and the shelf's 'Not now' dates of the signed-in person. */
const portfolioQuery = (backend: Backend) =>
  queryOptions({
    queryKey: portfolioKeys.mine(),
    queryFn: () => backend.portfolio.get(),
  });

export function usePortfolioQuery() {
  const backend = useBackend();
  return useQuery(portfolioQuery(backend));
}
