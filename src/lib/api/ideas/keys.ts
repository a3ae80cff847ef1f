import type { IdeaFilters } from '@/lib/backend/port';

export type IdeaCountFilters = Pick<IdeaFilters, 'search' | 'status' | 'tags'>;

/**
 * The ideas domain's cache keys. Filters are part of a list's key, so each search, status or page
 * is cached on its own; `lists()` and `all` let a mutation invalidate them together.
 */
export const ideaKeys = {
  all: ['ideas'] as const,
  lists: () => [...ideaKeys.all, 'list'] as const,
  list: (filters: IdeaFilters = {}) => [...ideaKeys.lists(), filters] as const,
  counts: () => [...ideaKeys.all, 'count'] as const,
  count: (filters: IdeaCountFilters = {}) => [...ideaKeys.counts(), filters] as const,
  details: () => [...ideaKeys.all, 'detail'] as const,
  detail: (id: string) => [...ideaKeys.details(), id] as const,
};
