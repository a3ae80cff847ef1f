import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import type { GuideItem } from '@/domain/model';
import { itemAt } from '@/domain/guide-items';
import { changeTabItems, patchCachedItems, tabItemAt, withStored } from './cache';
import type { GuideItemsRef } from './keys';
import { afterFoundations } from '../ideas/journey-writes';
import { backendDecides } from '../network-mode';

/** Which item of which guide a write is about. */
export interface ItemWriteVariables {
  ref: GuideItemsRef;
  key: string;
}

/** What one kind of guide item write does; the rest is the same for every kind. */
export interface ItemWrite<V extends ItemWriteVariables> {
  /** The change to a list of items: shown at once, and what a guide kept in the tab stores. */
  change: (items: GuideItem[], variables: V) => GuideItem[];
  /** The one-item write of a stored guide, answering the item as stored. */
  store: (guides: Backend['guides'], ideaId: string, variables: V) => Promise<GuideItem>;
  /** Takes this change back when saving failed; `before` is the item as it was. */
  undo: (items: GuideItem[], variables: V, before: GuideItem | undefined) => GuideItem[];
  /** Logged, with the error. */
  log: string;
  /** Said to the person. */
  failed: string;
}

/**
 * One write of one guide item (docs/decisions/040-guide-items-one-row-each.md): shown at once in
 * the cached items; a visitor's guide kept in the tab, a stored one through its own atomic write.
 * The database's answer replaces the guess; when saving fails only this change is taken back, the
 * error logged and the query client's toast says so.
 */
export function useItemWriteMutation<V extends ItemWriteVariables>(write: ItemWrite<V>) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<GuideItem, Error, V, { before: GuideItem | undefined }>({
    ...backendDecides,
    meta: { dataCopy: 'outdates', errorMessage: write.failed },
    mutationFn: async (variables) => {
      const { ideaId } = variables.ref;
      if (ideaId === null)
        return tabItemAt(
          changeTabItems(variables.ref, (items) => write.change(items, variables)),
          variables.key,
        );
      // The database keeps an item only for a stored guide: a tick made while the guide (or the
      // tab's items of it) is still on its way waits for it instead of being refused.
      await afterFoundations(ideaId);
      return write.store(backend.guides, ideaId, variables);
    },
    onMutate: async (variables) => {
      let before: GuideItem | undefined;
      await patchCachedItems(queryClient, variables.ref, (items) => {
        before = itemAt(items, variables.key);
        return write.change(items, variables);
      });
      return { before };
    },
    onSuccess: (stored, { ref }) => patchCachedItems(queryClient, ref, withStored(stored)),
    onError: async (error, variables, context) => {
      if (context)
        await patchCachedItems(queryClient, variables.ref, (items) =>
          write.undo(items, variables, context.before),
        );
      console.warn(write.log, error);
    },
  });
}
