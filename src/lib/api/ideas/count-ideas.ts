import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { ideaKeys, type IdeaCountFilters } from './keys';

/** How many ideas the caller has (with the same filters as a list). */
export const countIdeasQuery = (backend: Backend, filters: IdeaCountFilters = {}) =>
  queryOptions({
    queryKey: ideaKeys.count(filters),
    queryFn: () => backend.ideas.count(filters),
  });

export function useIdeaCount(filters: IdeaCountFilters = {}, options: { enabled?: boolean } = {}) {
  const backend = useBackend();
  return useQuery({ ...countIdeasQuery(backend, filters), enabled: options.enabled ?? true });
}
