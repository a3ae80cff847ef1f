import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { MY_IDEAS_PAGE_SIZE } from '@/config/constants';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { ideaKeys, type IdeaListFilters } from './keys';

/**
 * The person's ideas, newest first, MY_IDEAS_PAGE_SIZE at a time (docs/product.md §8.1), with "Show
 * more ideas" for the rest. Each search and status is cached under its own
 * `ideaKeys.list(filters)`.
 */
const ideaListQuery = (backend: Backend, filters: IdeaListFilters) =>
  infiniteQueryOptions({
    queryKey: ideaKeys.list(filters),
    queryFn: ({ pageParam }) =>
      backend.ideas.list({ ...filters, limit: MY_IDEAS_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    // A full page may have more behind it; a short one is the last.
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length < MY_IDEAS_PAGE_SIZE ? undefined : lastOffset + lastPage.length,
  });

export function useIdeaListQuery(filters: IdeaListFilters) {
  const backend = useBackend();
  // While a new search or filter loads, the previous list stays on screen instead of a spinner.
  return useInfiniteQuery({
    ...ideaListQuery(backend, filters),
    placeholderData: keepPreviousData,
  });
}
