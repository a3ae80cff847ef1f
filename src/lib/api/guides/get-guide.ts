import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StepKind } from '@/config/constants';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { guideKeys } from './keys';

/** The guide saved for this idea and step kind; `null` when none was saved yet (generate one). */
export const guideQuery = (backend: Backend, ideaId: string, kind: StepKind) =>
  queryOptions({
    queryKey: guideKeys.detail(ideaId, kind),
    queryFn: () => backend.guides.get(ideaId, kind),
  });

export function useGuide(ideaId: string, kind: StepKind, options: { enabled?: boolean } = {}) {
  const backend = useBackend();
  return useQuery({ ...guideQuery(backend, ideaId, kind), enabled: options.enabled ?? true });
}
