import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Idea } from '@/domain/model';
import { patchCachedIdea, refreshAfterIdeaWrite } from './cache';
import { backendDecides } from '../network-mode';

export interface IdeaParkVariables {
  idea: Idea;
  /** True parks it; false returns it to the status it had before (clarified when unknown). */
  park: boolean;
}

/** The status 'Unpark' returns an idea to: the one it had when parked. */
const unparkedStatus = (idea: Idea) => idea.parked_from ?? 'clarified';

/**
 * 'Park for later' and 'Unpark' (docs/decisions/042-parked-status-and-the-portfolio-row.md). The
 * database remembers where a parked idea came from, so parking needs nothing but the status.
 */
export function useIdeaParkMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Idea, Error, IdeaParkVariables>({
    meta: { dataCopy: 'outdates' },
    ...backendDecides,
    mutationFn: ({ idea, park }) =>
      backend.ideas.update(idea.id, { status: park ? 'parked' : unparkedStatus(idea) }),
    onSuccess: (idea) => patchCachedIdea(queryClient, idea.id, () => idea),
    onSettled: (_idea, _error, { idea }) => refreshAfterIdeaWrite(queryClient, idea.id),
  });
}
