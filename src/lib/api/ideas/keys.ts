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
  /** The step progress of an idea kept only in this tab (`StepProgressRef` without an id). */
  tabProgress: (tabKey: string) => [...ideaKeys.all, 'tab-progress', tabKey] as const,
};

/**
 * Whose step progress: a saved idea's (its `step_progress`, in the database, read through the
 * idea's cached detail), or, for an idea not saved to an account (a visitor's, or one whose save
 * has not landed), the copy this tab keeps under `tabKey` (docs/decisions/085-one-home-for-step-progress.md). One reference,
 * so the journey and the idea page read one copy and tick one way.
 */
export type StepProgressRef = { ideaId: string } | { tabKey: string };
