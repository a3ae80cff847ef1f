import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import { MY_IDEAS_PAGE_SIZE, type IdeaStatus } from '@/config/constants';
import { ideaKeys } from '@/lib/api/ideas/keys';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import type { Idea } from '@/lib/domain';

/** What the My Ideas page filters by; part of the list's cache key. */
export interface IdeaListFilters {
  search?: string;
  status?: IdeaStatus;
}

export type IdeaPages = InfiniteData<Idea[], number>;

/**
 * The person's ideas, newest first, MY_IDEAS_PAGE_SIZE at a time (spec §9), with "Show more ideas"
 * for the rest. It lives under `ideaKeys.lists()`, so every idea mutation in src/lib/api updates or
 * refreshes it like any other list.
 */
export const pagedIdeasQuery = (backend: Backend, filters: IdeaListFilters) =>
  infiniteQueryOptions({
    queryKey: [...ideaKeys.lists(), 'paged', filters] as const,
    queryFn: ({ pageParam }) =>
      backend.ideas.list({ ...filters, limit: MY_IDEAS_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    // A full page may have more behind it; a short one is the last.
    getNextPageParam: (lastPage, _pages, lastOffset) =>
      lastPage.length < MY_IDEAS_PAGE_SIZE ? undefined : lastOffset + lastPage.length,
  });

export function usePagedIdeas(filters: IdeaListFilters) {
  const backend = useBackend();
  // While a new search or filter loads, the previous list stays on screen instead of a spinner.
  return useInfiniteQuery({
    ...pagedIdeasQuery(backend, filters),
    placeholderData: keepPreviousData,
  });
}
