import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Portfolio } from '@/domain/model';
import { patchCachedIdea, refreshAfterIdeaWrite } from '../ideas/cache';
import { portfolioKeys } from './keys';
import { backendDecides } from '../network-mode';

/**
 * 'Make this my focus': the idea becomes in progress, then the account pins it as its focus.
 * Answers the portfolio as stored.
 */
export function useFocusMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Portfolio, Error, string>({
    meta: { dataCopy: 'outdates' },
    ...backendDecides,
    mutationFn: async (ideaId) => {
      const idea = await backend.ideas.update(ideaId, { status: 'in_progress' });
      patchCachedIdea(queryClient, idea.id, () => idea);
      return backend.portfolio.save({ focusIdeaId: ideaId });
    },
    onSuccess: (portfolio) => queryClient.setQueryData(portfolioKeys.mine(), portfolio),
    onSettled: (_portfolio, _error, ideaId) => refreshAfterIdeaWrite(queryClient, ideaId),
  });
}
