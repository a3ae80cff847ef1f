import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { BackendError } from '@/domain/errors';
import { ideaKeys } from '../ideas/keys';
import { statsKeys } from '../stats/keys';

/**
 * Privacy Settings' 'Import data' (local mode): reads a file 'Download all my data' saved into the
 * signed-in account, in one transaction; the lists and numbers then show what arrived.
 */
export function useDataImportMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      if (!backend.privacy.importMyData)
        throw new BackendError('Importing data works in local mode only.', 'import_unavailable');
      return backend.privacy.importMyData(await file.text());
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
