import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Portfolio } from '@/domain/model';
import { portfolioKeys } from './keys';
import { backendDecides } from '../network-mode';

interface ShelfHide {
  ideaId: string;
  /** The ISO date until which the idea stays off the shelf. */
  until: string;
}

/**
 * 'Not now' on the shelf: one idea hidden until a date, written as that one key (so another tab's
 * hides are kept). Optimistic: the idea leaves the shelf at once; a failure puts back only this
 * idea's entry, and the caller says so.
 */
export function useShelfHideMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const patchHidden = (ideaId: string, until: string | undefined) =>
    queryClient.setQueryData<Portfolio>(portfolioKeys.mine(), (cached) => {
      if (!cached) return cached;
      const { [ideaId]: _previous, ...others } = cached.shelfHidden;
      return {
        ...cached,
        shelfHidden: until === undefined ? others : { ...others, [ideaId]: until },
      };
    });
  return useMutation<Portfolio, Error, ShelfHide, { previous: string | undefined }>({
    meta: { dataCopy: 'outdates' },
    ...backendDecides,
    mutationFn: ({ ideaId, until }) => backend.portfolio.hideFromShelf(ideaId, until),
    onMutate: async ({ ideaId, until }) => {
      await queryClient.cancelQueries({ queryKey: portfolioKeys.mine() });
      const previous = queryClient.getQueryData<Portfolio>(portfolioKeys.mine())?.shelfHidden[
        ideaId
      ];
      patchHidden(ideaId, until);
      return { previous };
    },
    onError: (error, { ideaId }, context) => {
      console.warn('Could not hide the idea from the shelf.', error);
      patchHidden(ideaId, context?.previous);
    },
    onSuccess: (portfolio) => queryClient.setQueryData(portfolioKeys.mine(), portfolio),
  });
}
