import { MutationCache, QueryClient } from '@tanstack/react-query';
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
} from '@/config/constants';
import { BackendError } from '@/domain/errors';

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

/**
 * What a failed write says to the person, as a mutation's `meta.errorMessage`: a sentence, or one
 * worked out from the error and the variables (null: say nothing). A mutation without it says
 * nothing through the cache; its caller shows the error where it belongs (a form's message).
 */
export type MutationErrorMessage =
  string | null | ((error: Error, variables: unknown) => string | null);

/**
 * What a write does to the person's copy of their data (docs/decisions/091-keeping-a-persons-data.md):
 * 'outdates' it (an idea saved, a step chosen, a tick, a sub-step, a park, a triage, a delete), or
 * 'keeps' one (the all-my-data file). Keeping the data watches these in one place, the cache.
 */
type DataCopyEffect = 'outdates' | 'keeps';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorMessage?: MutationErrorMessage; dataCopy?: DataCopyEffect };
  }
}

/**
 * The one way a failed write is shown (docs/decisions/063-errors-shown-one-way.md): the mutation
 * cache says each mutation's `meta.errorMessage` through `show`, which the app gives (a toast), so
 * nothing in src/lib imports the UI. A caller overrides it with a `meta` of its own.
 */
export const createMutationCache = (show: (message: string) => void): MutationCache =>
  new MutationCache({
    onError: (error, variables, _context, mutation) => {
      const said = mutation.meta?.errorMessage;
      const message = typeof said === 'function' ? said(error, variables) : said;
      if (message) show(message);
    },
  });

export function createQueryClient(showError: (message: string) => void): QueryClient {
  return new QueryClient({
    mutationCache: createMutationCache(showError),
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
