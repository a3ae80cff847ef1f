import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { PortfolioPatch } from '@/lib/backend/port';
import type { Portfolio } from '@/domain/model';
import { portfolioKeys } from './keys';
import { backendDecides } from '../network-mode';

/**
 * Saves part of the portfolio (the focus or the last triage). Optimistic:
 * the screen follows at once; a failure puts the cached portfolio back and the caller says so.
 */
export function usePortfolioSaveMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Portfolio, Error, PortfolioPatch, { before: Portfolio | undefined }>({
    meta: { dataCopy: 'outdates' },
    ...backendDecides,
    mutationFn: (patch) => backend.portfolio.save(patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: portfolioKeys.mine() });
      const before = queryClient.getQueryData<Portfolio>(portfolioKeys.mine());
      if (before)
        queryClient.setQueryData<Portfolio>(portfolioKeys.mine(), { ...before, ...patch });
      return { before };
    },
    onError: (error, _patch, context) => {
      console.warn('Could not save the portfolio.', error);
      if (context?.before) queryClient.setQueryData(portfolioKeys.mine(), context.before);
    },
    onSuccess: (portfolio) => queryClient.setQueryData(portfolioKeys.mine(), portfolio),
  });
}
