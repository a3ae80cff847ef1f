import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { guideKeys } from '../guides/keys';
import { statsKeys } from '../stats/keys';
import { dropCachedIdea, restoreSnapshot, snapshotIdea, type IdeaCacheSnapshot } from './cache';
import { ideaKeys } from './keys';

const DELETE_FAILED_MESSAGE =
  "We couldn't delete that idea, so it's back in your list. Please try again.";

/**
 * Deletes one idea (its guides go with it). The card leaves every list at once; if the backend
 * refuses, every list is put back as it was and the query client's toast says so. These are the mutation's own
 * callbacks, not `mutate(id, { onError })`: the card has left the list by the time the backend
 * answers, and a caller's callbacks die with it.
 */
export function useIdeaDeleteMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<void, Error, string, { snapshot: IdeaCacheSnapshot }>({
    meta: { dataCopy: 'outdates', errorMessage: DELETE_FAILED_MESSAGE },
    mutationFn: (id) => backend.ideas.remove(id),
    onMutate: async (id) => {
      // A list refetch landing after the card left would bring it straight back.
      await queryClient.cancelQueries({ queryKey: ideaKeys.lists() });
      const snapshot = snapshotIdea(queryClient, id);
      dropCachedIdea(queryClient, id);
      return { snapshot };
    },
    onError: (error, _id, context) => {
      if (context) restoreSnapshot(queryClient, context.snapshot);
      console.warn('Deleting an idea failed.', error);
    },
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ideaKeys.detail(id) });
      queryClient.removeQueries({ queryKey: guideKeys.idea(id) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
