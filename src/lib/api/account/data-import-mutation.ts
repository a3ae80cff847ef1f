import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { BackendError } from '@/domain/errors';
import { ideaKeys } from '../ideas/keys';
import { portfolioKeys } from '../portfolio/keys';
import { statsKeys } from '../stats/keys';
import { readAccountCopy, type AccountCopy } from './account-copy';

/**
 * Local mode's restore of a file 'Download all my data' saved into the signed-in account, in one
 * transaction: the dashboard's 'Import data' (Your data) hands in the chosen file, the account pages' 'Bring
 * back from a copy' the copy they read before the account existed (`readAccountCopy`). The lists,
 * numbers and portfolio then show what arrived.
 */
export function useDataImportMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { dataCopy: 'outdates' },
    mutationFn: async (chosen: File | AccountCopy) => {
      if (!backend.privacy.importMyData)
        throw new BackendError('Importing data works in local mode only.', 'import_unavailable');
      const copy = chosen instanceof File ? await readAccountCopy(chosen) : chosen;
      return backend.privacy.importMyData(copy.text);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
      ]),
  });
}
