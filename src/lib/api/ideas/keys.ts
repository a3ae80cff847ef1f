import type { IdeaStatus } from '@/domain/vocabulary';

/** What the My Ideas page filters by; part of the list's cache key. */
export interface IdeaListFilters {
  search?: string;
  status?: IdeaStatus;
}

/**
 * The ideas domain's cache keys. Filters are part of a list's key, so each search or status is
 * cached on its own; `lists()` and `all` let a mutation invalidate them together.
 */
export const ideaKeys = {
  all: ['ideas'] as const,
  lists: () => [...ideaKeys.all, 'list'] as const,
  list: (filters: IdeaListFilters = {}) => [...ideaKeys.lists(), filters] as const,
  details: () => [...ideaKeys.all, 'detail'] as const,
  detail: (id: string) => [...ideaKeys.details(), id] as const,
};
