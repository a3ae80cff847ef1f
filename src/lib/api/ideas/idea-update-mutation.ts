import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { IdeaPatch } from '@/lib/backend/port';
import type { Idea } from '@/domain/model';
import { patchCachedIdea, refreshAfterIdeaWrite } from './cache';
import { backendDecides } from '../network-mode';

export interface IdeaUpdateVariables {
  id: string;
  patch: IdeaPatch;
}

/**
 * Changes an idea's next step, status or progress, shown once saved (a tick, which the person
 * waits on, goes through useStepProgressMutation instead). A failure is logged; the screen already
 * shows the person's choice and the next save carries it again.
 */
export function useIdeaUpdateMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Idea, Error, IdeaUpdateVariables>({
    meta: { dataCopy: 'outdates' },
    ...backendDecides,
    mutationFn: ({ id, patch }) => backend.ideas.update(id, patch),
    onSuccess: (idea) => patchCachedIdea(queryClient, idea.id, () => idea),
    onError: (error) => console.warn('Could not save the idea.', error),
    onSettled: (_idea, _error, { id }) => refreshAfterIdeaWrite(queryClient, id),
  });
}
