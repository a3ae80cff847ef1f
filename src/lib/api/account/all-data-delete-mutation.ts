import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { feedbackKeys } from '../feedback/keys';
import { guideKeys } from '../guides/keys';
import { ideaKeys } from '../ideas/keys';
import { statsKeys } from '../stats/keys';

/**
 * Privacy Settings: deletes every idea (and so every guide) and every piece of feedback of the
 * person, in one step the dialog can report on. Ideas first: they are what the person came to delete.
 */
export function useAllDataDeleteMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await backend.ideas.removeAll();
      await backend.feedback.removeMine();
    },
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
