import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { useBackend } from '@/lib/backend/backend-context';
import type { Idea, StepProgress } from '@/lib/domain';
import { ideaKeys, statsKeys } from './keys';

export const PROGRESS_SAVE_FAILED_MESSAGE = "We couldn't save your progress, so we put it back as it was. Please try again.";


/**
 * Saves an idea's step progress. The tracker changes at once (the person is waiting on the tick);
 * a failure reverts it (spec §8: "Local toggle reverted") and a toast says why it moved back.
 */
export function useUpdateStepProgress(id: string) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const key = ideaKeys.detail(id);
  return useMutation<Idea, Error, StepProgress, { previous: Idea | null | undefined }>({
    // Changes to one idea are saved one after another, so a later click never lands before an earlier one.
    scope: { id: `step-progress:${id}` },
    mutationFn: (progress) => backend.ideas.update(id, { step_progress: progress }),
    onMutate: async (progress) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Idea | null>(key);
      queryClient.setQueryData<Idea | null>(key, (current) => (current ? { ...current, step_progress: progress } : current));
      return { previous };
    },
    onError: (error, _progress, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
      console.warn('Saving step progress failed.', error);
      toast.error(PROGRESS_SAVE_FAILED_MESSAGE);
    },
    onSuccess: (idea) => {
      queryClient.setQueryData(key, idea);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
