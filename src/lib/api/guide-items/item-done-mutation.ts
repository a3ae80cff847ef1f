import { withItemDone } from '@/domain/guide-items';
import { useItemWriteMutation, type ItemWrite, type ItemWriteVariables } from './item-write';

export interface ItemDoneVariables extends ItemWriteVariables {
  /** A bullet ('s1.b2') or a sub-step ('s1.3'). */
  key: string;
  done: boolean;
}

const itemDone: ItemWrite<ItemDoneVariables> = {
  change: (items, { key, done }) => withItemDone(items, key, done),
  store: (guides, ideaId, { ref, key, done }) => guides.setItemDone(ideaId, ref.kind, key, done),
  undo: (items, { key }, before) => withItemDone(items, key, before?.done ?? false),
  log: 'Could not save a tick; it was put back.',
  failed: "We couldn't save that tick, so we put it back as it was.",
};

/**
 * Ticks or unticks one bullet or sub-step: one write of that one item, shown at once; when saving
 * fails only that item is put back. A bullet's tick never completes its step.
 */
export const useItemDoneMutation = () => useItemWriteMutation(itemDone);
