import { queryOptions, useQuery } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { guideItemKeys, type GuideItemsRef } from './keys';
import { readTabItems } from './tab-store';
import { backendDecides } from '../network-mode';

export const guideItemsQuery = (backend: Backend, ref: GuideItemsRef) =>
  queryOptions({
    queryKey: guideItemKeys.guide(ref),
    queryFn: () =>
      ref.ideaId === null
        ? Promise.resolve(readTabItems(ref.tabKey))
        : backend.guides.items(ref.ideaId, ref.kind),
    ...backendDecides,
  });

/**
 * A guide's sub-steps, ticked bullets and time spent, in key order
 * (docs/decisions/040-guide-items-one-row-each.md): from the database for a guide stored with a
 * saved idea, from this tab otherwise.
 */
export function useGuideItemsQuery(ref: GuideItemsRef) {
  const backend = useBackend();
  return useQuery(guideItemsQuery(backend, ref));
}
