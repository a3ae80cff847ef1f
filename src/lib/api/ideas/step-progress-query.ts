import { queryOptions, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { Idea, StepProgress } from '@/domain/model';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { ideaQuery } from './idea-query';
import { ideaKeys, type StepProgressRef } from './keys';
import { readTabProgress } from './tab-progress';

const tabProgressQuery = (tabKey: string) =>
  queryOptions({
    queryKey: ideaKeys.tabProgress(tabKey),
    queryFn: () => readTabProgress(tabKey),
    // Read at once: the tab's copy is synchronous, so the guide never shows without its ticks.
    initialData: () => readTabProgress(tabKey),
    // Only this tab writes it, and through the cache (step-progress-mutation.ts).
    staleTime: Infinity,
  });

/** A saved idea's progress is a part of its cached detail: one copy for every screen. */
const savedProgressQuery = (backend: Backend, ideaId: string) => ({
  ...ideaQuery(backend, ideaId),
  select: (idea: Idea | null): StepProgress => idea?.step_progress ?? {},
});

type ProgressQueryOptions = UseQueryOptions<unknown, Error, StepProgress>;

export interface StepProgressView {
  progress: StepProgress;
  /**
   * False while a saved idea's progress is still being read (no copy of it cached yet). A read
   * that failed counts as known, with no ticks: the guide is shown rather than waited on forever.
   */
  known: boolean;
}

/**
 * An idea's step progress, wherever it lives (`StepProgressRef`): a saved idea's through its
 * cached detail, so the journey's guide and the idea page read the same copy; an idea kept in the
 * tab from this tab's store. One observer whose query follows the reference, so the screen moves
 * from the tab's copy to the account's when the idea's save lands.
 */
export function useStepProgressQuery(ref: StepProgressRef): StepProgressView {
  const backend = useBackend();
  // The two queries hold different data (an idea, a map) and both select a map: one options type.
  const options = (
    'ideaId' in ref ? savedProgressQuery(backend, ref.ideaId) : tabProgressQuery(ref.tabKey)
  ) as ProgressQueryOptions;
  const { data, isError } = useQuery(options);
  return { progress: data ?? {}, known: data !== undefined || isError };
}
