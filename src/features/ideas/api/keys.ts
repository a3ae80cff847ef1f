import type { IdeaStatus } from '@/config/constants';

/** What the My Ideas page filters by; part of the list's cache key. */
export interface IdeaListFilters {
  search?: string;
  status?: IdeaStatus;
}

/** The ideas domain's cache keys (the journey and the dashboard invalidate `['ideas']` as a whole). */
export const ideaKeys = {
  all: ['ideas'] as const,
  lists: () => [...ideaKeys.all, 'list'] as const,
  pagedList: (filters: IdeaListFilters) => [...ideaKeys.lists(), 'paged', filters] as const,
  details: () => [...ideaKeys.all, 'detail'] as const,
  detail: (id: string) => [...ideaKeys.details(), id] as const,
};

export const statsKeys = {
  all: ['stats'] as const,
};
