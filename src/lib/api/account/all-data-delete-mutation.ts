import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { feedbackKeys } from '../feedback/keys';
import { guideKeys } from '../guides/keys';
import { ideaKeys } from '../ideas/keys';
import { statsKeys } from '../stats/keys';

/**
 * Privacy Settings: deletes every idea (and so every guide) and every piece of feedback of the
 * person in one database transaction, so a failure leaves everything as it was.
 */
export function useAllDataDeleteMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { dataCopy: 'outdates' },
    mutationFn: () => backend.privacy.deleteAllMyData(),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ideaKeys.details() });
      queryClient.removeQueries({ queryKey: guideKeys.all });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
