import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend, IdeaFilters } from '@/lib/backend/port';
import { ideaKeys } from './keys';

/** The caller's ideas, newest first, as the filters say (spec §7). */
export const listIdeasQuery = (backend: Backend, filters: IdeaFilters = {}) =>
  queryOptions({
    queryKey: ideaKeys.list(filters),
    queryFn: () => backend.ideas.list(filters),
  });

export function useIdeas(filters: IdeaFilters = {}, options: { enabled?: boolean } = {}) {
  const backend = useBackend();
  return useQuery({ ...listIdeasQuery(backend, filters), enabled: options.enabled ?? true });
}
