import { QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
} from '@/config/constants';
import { BackendError } from '@/lib/backend/port';

/** Delay doubling from 1 s, capped at 30 s (docs/product.md §9.7). `attempt` starts at 0. */
export const queryRetryDelay = (attempt: number): number =>
  Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);

/**
 * Up to 3 retries (docs/product.md §9.7). A request the server refused on its merits (4xx: not
 * found, not allowed, invalid) gives the same answer every time, so it is not retried.
 */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  if (failureCount >= QUERY_RETRIES) return false;
  if (
    error instanceof BackendError &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500
  ) {
    return false;
  }
  return true;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
