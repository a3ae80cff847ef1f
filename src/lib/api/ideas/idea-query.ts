import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { ideaKeys } from './keys';
import { backendDecides } from '../network-mode';

/** One idea; `null` when it does not exist or is not the caller's ('Idea not found'). */
export const ideaQuery = (backend: Backend, id: string) =>
  queryOptions({
    queryKey: ideaKeys.detail(id),
    queryFn: () => backend.ideas.get(id),
  });

export function useIdeaQuery(id: string, enabled = true) {
  const backend = useBackend();
  return useQuery({ ...ideaQuery(backend, id), enabled });
}

/**
 * Reads one idea once, from the backend, for a screen that needs it in a handler rather than while
 * rendering (opening a saved idea from a link). A failure is the screen's to report, so no retries;
 * local mode answers offline, so the browser's connection is not waited for.
 */
export const fetchIdea = (queryClient: QueryClient, backend: Backend, id: string) =>
  queryClient.fetchQuery({
    ...ideaQuery(backend, id),
    retry: false,
    staleTime: 0,
    ...backendDecides,
  });
