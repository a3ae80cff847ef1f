import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { refusalMessage } from '@/lib/api/refusal';
import type { Guide } from '@/domain/model';
import { asFoundation, journeyWriteKeys } from '../ideas/journey-writes';
import { guideKeys } from './keys';
import { backendDecides } from '../network-mode';

interface GuideSaveVariables {
  ideaId: string;
  guide: Guide;
}

/**
 * Keeps a generated guide with its idea, so resuming shows the one the person ticked; the cache
 * holds it at once. A failure is logged, and said only when the database refused it by a rule (its
 * size): the guide is on screen, only a later resume misses it.
 */
export function useGuideSaveMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<void, Error, GuideSaveVariables>({
    ...backendDecides,
    mutationKey: journeyWriteKeys.guide(),
    meta: {
      dataCopy: 'outdates',
      // A refusal by a rule (a guide too large to keep) is worth saying; others only logged.
      errorMessage: (error) => {
        const refusal = refusalMessage(error);
        return refusal ? `This guide could not be kept with your idea. ${refusal}` : null;
      },
    },
    mutationFn: ({ ideaId, guide }) => asFoundation(ideaId, backend.guides.save(ideaId, guide)),
    onSuccess: (_result, { ideaId, guide }) => {
      queryClient.setQueryData(guideKeys.detail(ideaId, guide.kind), guide);
    },
    onError: (error) => console.warn('Could not store the guide.', error),
  });
}
