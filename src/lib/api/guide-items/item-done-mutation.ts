import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { useBackend } from '@/lib/backend/backend-context';
import type { GuideItem } from '@/lib/domain';
import { itemAt, withItemDone } from '@/lib/guide-items';
import { changeTabItems, patchCachedItems, tabItemAt, withStored } from './cache';
import type { GuideItemsRef } from './keys';
import { backendDecides } from '../network-mode';

export interface ItemDoneVariables {
  ref: GuideItemsRef;
  /** A bullet ('s1.b2') or a sub-step ('s1.3'). */
  key: string;
  done: boolean;
}

/** Said when a tick could not be saved and was put back. */
export const ITEM_TICK_FAILED = "We couldn't save that tick, so we put it back as it was.";

/**
 * Ticks or unticks one bullet or sub-step: one write of that one item
 * (docs/decisions/040-guide-items-one-row-each.md), shown at once; when saving fails only that
 * item is put back, the error logged and a toast says so. A bullet's tick never completes its step.
 */
export function useItemDoneMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<GuideItem, Error, ItemDoneVariables, { before: boolean }>({
    ...backendDecides,
    mutationFn: async ({ ref, key, done }) =>
      ref.ideaId === null
        ? tabItemAt(
            changeTabItems(ref, (items) => withItemDone(items, key, done)),
            key,
          )
        : backend.guides.setItemDone(ref.ideaId, ref.kind, key, done),
    onMutate: async ({ ref, key, done }) => {
      let before = false;
      await patchCachedItems(queryClient, ref, (items) => {
        before = itemAt(items, key)?.done ?? false;
        return withItemDone(items, key, done);
      });
      return { before };
    },
    onSuccess: (stored, { ref }) => patchCachedItems(queryClient, ref, withStored(stored)),
    onError: async (error, { ref, key }, context) => {
      if (context)
        await patchCachedItems(queryClient, ref, (items) =>
          withItemDone(items, key, context.before),
        );
      console.warn('Could not save a tick; it was put back.', error);
      toast.error(ITEM_TICK_FAILED);
    },
  });
}
