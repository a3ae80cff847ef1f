import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StepKind } from '@/domain/vocabulary';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import type { Guide } from '@/domain/model';
import { guideKeys } from './keys';
import { backendDecides } from '../network-mode';

/** The guide saved for this idea and step kind; `null` when none was saved yet (generate one). */
const guideQuery = (backend: Backend, ideaId: string, kind: StepKind) =>
  queryOptions({
    queryKey: guideKeys.detail(ideaId, kind),
    queryFn: () => backend.guides.get(ideaId, kind),
  });

/**
 * Reads a stored guide once, when the walkthrough needs one. A guide that cannot be read is as
 * good as none: the walkthrough generates a new one, so this answers null instead of failing.
 */
export async function fetchGuide(
  queryClient: QueryClient,
  backend: Backend,
  ideaId: string,
  kind: StepKind,
): Promise<Guide | null> {
  try {
    return await queryClient.fetchQuery({
      ...guideQuery(backend, ideaId, kind),
      retry: false,
      staleTime: 0,
      ...backendDecides,
    });
  } catch (error) {
    console.warn('Could not read the stored guide; generating a new one.', error);
    return null;
  }
}

export function useFetchGuide() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useCallback(
    (ideaId: string, kind: StepKind) => fetchGuide(queryClient, backend, ideaId, kind),
    [backend, queryClient],
  );
}

/**
 * The stored guide of an idea's chosen step, for screens that show its steps (the idea page).
 * No step chosen: nothing is asked and the answer is null.
 */
export function useStoredGuideQuery(ideaId: string, kind: StepKind | null) {
  const backend = useBackend();
  return useQuery({
    ...guideQuery(backend, ideaId, kind ?? 'mvp'),
    enabled: kind !== null,
  });
}
