import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Guide } from '@/lib/domain';
import { guideKeys } from './keys';

export interface SaveGuideVariables {
  ideaId: string;
  guide: Guide;
}

/** Keeps a generated guide with its idea, so resuming shows the same steps; the cache holds it at once. */
export function useSaveGuide() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<void, Error, SaveGuideVariables>({
    mutationFn: ({ ideaId, guide }) => backend.guides.save(ideaId, guide),
    onSuccess: (_result, { ideaId, guide }) => {
      queryClient.setQueryData(guideKeys.detail(ideaId, guide.kind), guide);
    },
    onError: (error) => {
      console.warn('Saving the guide failed.', error);
    },
  });
}
