import { withTimeAdded } from '@/domain/guide-items';
import { useItemWriteMutation, type ItemWrite, type ItemWriteVariables } from './item-write';

export interface ItemTimeVariables extends ItemWriteVariables {
  /** A step ('s1') or a sub-step ('s1.3'). */
  key: string;
  /** Whole seconds to add, 1 to 86,400. */
  seconds: number;
}

const itemTime: ItemWrite<ItemTimeVariables> = {
  change: (items, { key, seconds }) => withTimeAdded(items, key, seconds),
  store: (guides, ideaId, { ref, key, seconds }) =>
    guides.addItemTime(ideaId, ref.kind, key, seconds),
  // Only these seconds come off: time another write added meanwhile stays.
  undo: (items, { key, seconds }) => withTimeAdded(items, key, -seconds),
  log: 'Could not save time spent; it was taken back.',
  failed: "We couldn't save the time you spent on this step.",
};

/**
 * Adds time spent to a step or sub-step. The database adds it to what it holds
 * (docs/decisions/040-guide-items-one-row-each.md), so two tabs timing the same step each add
 * their own seconds and out-of-order requests lose nothing. Shown at once; taken back if saving
 * fails.
 */
export const useItemTimeMutation = () => useItemWriteMutation(itemTime);
