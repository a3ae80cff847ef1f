import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { dropCachedIdea, restoreSnapshot, snapshotIdea } from '@/lib/api/ideas/cache';
import { useDeleteIdea } from '@/lib/api/ideas/delete-idea';
import { ideaKeys } from '@/lib/api/ideas/keys';

export const DELETE_FAILED_MESSAGE =
  "We couldn't delete that idea, so it's back in your list. Please try again.";

/**
 * Deletes an idea the way My Ideas shows it: the card leaves at once (the shared mutation would
 * only drop it once the backend agreed); if the backend refuses, every list is put back as it was
 * and a toast says so.
 */
export function useDeleteIdeaOptimistically() {
  const queryClient = useQueryClient();
  const deleteIdea = useDeleteIdea();

  const remove = async (id: string) => {
    // A list refetch landing after the card left would bring it straight back.
    await queryClient.cancelQueries({ queryKey: ideaKeys.lists() });
    const snapshot = snapshotIdea(queryClient, id);
    dropCachedIdea(queryClient, id);
    // Not `mutate(id, { onError })`: those callbacks belong to the card, which has left the list by
    // the time the backend answers, so they would never run. The promise settles regardless.
    try {
      await deleteIdea.mutateAsync(id);
    } catch (error) {
      restoreSnapshot(queryClient, snapshot);
      console.warn('Deleting an idea failed.', error);
      toast.error(DELETE_FAILED_MESSAGE);
    }
  };

  return { remove, isPending: deleteIdea.isPending };
}
