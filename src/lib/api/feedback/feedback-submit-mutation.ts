import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { NewFeedback } from '@/domain/model';
import type { Feedback } from '@/domain/model';
import { statsKeys } from '../stats/keys';
import { feedbackKeys } from './keys';

/** Sends the 'Rate your experience' form; the person's Feedback Given count refreshes. */
export function useFeedbackSubmitMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<Feedback, Error, NewFeedback>({
    mutationFn: (feedback) => backend.feedback.submit(feedback),
    // Not awaited: the thank-you should not wait for the dashboard's numbers to reload.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
      void queryClient.invalidateQueries({ queryKey: statsKeys.all });
    },
  });
}
