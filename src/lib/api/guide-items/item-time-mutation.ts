import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { useBackend } from '@/lib/backend/backend-context';
import type { GuideItem } from '@/lib/domain';
import { withTimeAdded } from '@/lib/guide-items';
import { changeTabItems, patchCachedItems, tabItemAt, withStored } from './cache';
import type { GuideItemsRef } from './keys';
import { backendDecides } from '../network-mode';

export interface ItemTimeVariables {
  ref: GuideItemsRef;
  /** A step ('s1') or a sub-step ('s1.3'). */
  key: string;
  /** Whole seconds to add, 1 to 86,400. */
  seconds: number;
}

/** Said when time spent could not be saved. */
export const ITEM_TIME_FAILED = "We couldn't save the time you spent on this step.";

/**
 * Adds time spent to a step or sub-step. The database adds it to what it holds
 * (docs/decisions/040-guide-items-one-row-each.md), so two tabs timing the same step each add
 * their own seconds and out-of-order requests lose nothing. Shown at once; taken back if saving
 * fails.
 */
export function useItemTimeMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<GuideItem, Error, ItemTimeVariables>({
    ...backendDecides,
    mutationFn: async ({ ref, key, seconds }) =>
      ref.ideaId === null
        ? tabItemAt(
            changeTabItems(ref, (items) => withTimeAdded(items, key, seconds)),
            key,
          )
        : backend.guides.addItemTime(ref.ideaId, ref.kind, key, seconds),
    onMutate: ({ ref, key, seconds }) =>
      patchCachedItems(queryClient, ref, (items) => withTimeAdded(items, key, seconds)),
    onSuccess: (stored, { ref }) => patchCachedItems(queryClient, ref, withStored(stored)),
    onError: async (error, { ref, key, seconds }) => {
      await patchCachedItems(queryClient, ref, (items) => withTimeAdded(items, key, -seconds));
      console.warn('Could not save time spent; it was taken back.', error);
      toast.error(ITEM_TIME_FAILED);
    },
  });
}
