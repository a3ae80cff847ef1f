import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Idea } from '@/domain/model';
import { statsKeys } from '../stats/keys';
import { ideaKeys } from './keys';

/** Cached lists of ideas are react-query's infinite pages (My Ideas loads them a page at a time). */
type ListData = InfiniteData<Idea[], number> | undefined;

const mapList = (data: ListData, fn: (ideas: Idea[]) => Idea[]): ListData =>
  data && Array.isArray(data.pages) ? { ...data, pages: data.pages.map(fn) } : data;

export type IdeaCacheSnapshot = Array<[QueryKey, unknown]>;

/** Every cached copy of one idea (its detail and each list it is in), to put back on failure. */
export function snapshotIdea(queryClient: QueryClient, id: string): IdeaCacheSnapshot {
  return [
    [ideaKeys.detail(id), queryClient.getQueryData(ideaKeys.detail(id))],
    ...queryClient.getQueriesData({ queryKey: ideaKeys.lists() }),
  ];
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: IdeaCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Applies `change` to every cached copy of the idea, wherever it is. */
export function patchCachedIdea(
  queryClient: QueryClient,
  id: string,
  change: (idea: Idea) => Idea,
): void {
  queryClient.setQueryData<Idea | null>(ideaKeys.detail(id), (idea) =>
    idea ? change(idea) : idea,
  );
  queryClient.setQueriesData<ListData>({ queryKey: ideaKeys.lists() }, (data) =>
    mapList(data, (ideas) => ideas.map((idea) => (idea.id === id ? change(idea) : idea))),
  );
}

/** Takes the idea out of every cached list. */
export function dropCachedIdea(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<ListData>({ queryKey: ideaKeys.lists() }, (data) =>
    mapList(data, (ideas) => ideas.filter((idea) => idea.id !== id)),
  );
}

/**
 * After a write to one idea, whether it landed or not: its detail and the lists are read again, and
 * so are the dashboard's numbers (Ideas Clarified, Guides Completed), which depend on every idea.
 */
export const refreshAfterIdeaWrite = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ideaKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  ]);
