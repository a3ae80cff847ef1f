import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { GuideItem, NewSubStep } from '@/domain/model';
import { currentSubSteps, subStepItems, withSubSteps } from '@/domain/guide-items';
import { changeTabItems, patchCachedItems } from './cache';
import type { GuideItemsRef } from './keys';
import { afterFoundations } from '../ideas/journey-writes';
import { backendDecides } from '../network-mode';

export interface SubStepsReplaceVariables {
  ref: GuideItemsRef;
  /** The step ('s1') or sub-step ('s1.2') broken down. */
  parentKey: string;
  subSteps: NewSubStep[];
}

/**
 * Keeps a breakdown with its guide: the sub-steps below `parentKey` (and theirs) replaced in one
 * write. Shown at once; when saving fails the previous ones come back and the error reaches the
 * caller, which says so where the person looks.
 */
export function useSubStepsReplaceMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<GuideItem[], Error, SubStepsReplaceVariables, { previous: NewSubStep[] }>({
    meta: { dataCopy: 'outdates' },
    ...backendDecides,
    mutationFn: async ({ ref, parentKey, subSteps }) => {
      if (ref.ideaId !== null) {
        // Kept only with a stored guide: wait for one still on its way.
        await afterFoundations(ref.ideaId);
        await backend.guides.replaceSubSteps(ref.ideaId, ref.kind, parentKey, subSteps);
      } else changeTabItems(ref, (items) => withSubSteps(items, parentKey, subSteps));
      return subStepItems(parentKey, subSteps);
    },
    onMutate: async ({ ref, parentKey, subSteps }) => {
      let previous: NewSubStep[] = [];
      await patchCachedItems(queryClient, ref, (items) => {
        previous = currentSubSteps(items, parentKey);
        return withSubSteps(items, parentKey, subSteps);
      });
      return { previous };
    },
    onError: async (error, { ref, parentKey }, context) => {
      if (context)
        await patchCachedItems(queryClient, ref, (items) =>
          withSubSteps(items, parentKey, context.previous),
        );
      console.warn('Could not keep the sub-steps with the guide.', error);
    },
  });
}
