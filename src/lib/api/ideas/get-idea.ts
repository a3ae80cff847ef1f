import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { ideaKeys } from './keys';

/** One idea; `null` when it does not exist or is not the caller's ('Idea not found'). */
export const ideaQuery = (backend: Backend, id: string) =>
  queryOptions({
    queryKey: ideaKeys.detail(id),
    queryFn: () => backend.ideas.get(id),
  });

export function useIdea(id: string, options: { enabled?: boolean } = {}) {
  const backend = useBackend();
  return useQuery({ ...ideaQuery(backend, id), enabled: options.enabled ?? true });
}
