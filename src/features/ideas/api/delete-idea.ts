import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { useBackend } from '@/lib/backend/backend-context';
import type { Idea } from '@/lib/domain';
import { ideaKeys, statsKeys } from './keys';
import type { IdeaPages } from './list-ideas';

type Snapshot = Array<[QueryKey, IdeaPages | undefined]>;

export const DELETE_FAILED_MESSAGE = "We couldn't delete that idea, so it's back in your list. Please try again.";

const withoutIdea = (pages: IdeaPages | undefined, id: string): IdeaPages | undefined =>
  pages && { ...pages, pages: pages.pages.map((page) => page.filter((idea) => idea.id !== id)) };

/**
 * Deletes an idea. The card leaves every cached list at once; if the backend refuses, the lists
 * are put back as they were and a toast says so.
 */
export function useDeleteIdea() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<void, Error, Idea, { snapshot: Snapshot }>({
    mutationFn: (idea) => backend.ideas.remove(idea.id),
    onMutate: async (idea) => {
      await queryClient.cancelQueries({ queryKey: ideaKeys.lists() });
      const snapshot = queryClient.getQueriesData<IdeaPages>({ queryKey: ideaKeys.lists() });
      queryClient.setQueriesData<IdeaPages>({ queryKey: ideaKeys.lists() }, (pages) => withoutIdea(pages, idea.id));
      return { snapshot };
    },
    onError: (error, _idea, context) => {
      context?.snapshot.forEach(([key, pages]) => queryClient.setQueryData(key, pages));
      console.warn('Deleting an idea failed.', error);
      toast.error(DELETE_FAILED_MESSAGE);
    },
    onSuccess: (_result, idea) => {
      queryClient.removeQueries({ queryKey: ideaKeys.detail(idea.id) });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
