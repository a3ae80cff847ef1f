import type { QueryClient } from '@tanstack/react-query';
import type { GuideItem } from '@/domain/model';
import { guideItemKeys, type GuideItemsRef } from './keys';
import { readTabItems, writeTabItems } from './tab-store';

/**
 * The cache and the tab's store, written the same way for each guide item write: the change shows
 * at once in the cached items, and a guide kept in the tab keeps it there too.
 */

export async function patchCachedItems(
  queryClient: QueryClient,
  ref: GuideItemsRef,
  change: (items: GuideItem[]) => GuideItem[],
): Promise<void> {
  const key = guideItemKeys.guide(ref);
  // A read landing now would overwrite the change with what was there before it.
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<GuideItem[]>(key, (items) => change(items ?? []));
}

/** A change to a guide kept in the tab: applied to what the tab holds, synchronously. */
export function changeTabItems(
  ref: GuideItemsRef,
  change: (items: GuideItem[]) => GuideItem[],
): GuideItem[] {
  const items = change(readTabItems(ref.tabKey));
  writeTabItems(ref.tabKey, items);
  return items;
}

/** The one item `key` after a write, as the tab now holds it. */
export const tabItemAt = (items: GuideItem[], key: string): GuideItem =>
  items.find((item) => item.key === key) ?? {
    key,
    title: null,
    minutes: null,
    done: false,
    secondsSpent: 0,
  };

/** Puts the stored item in place of the guess, once the database answered. */
export const withStored = (stored: GuideItem) => (items: GuideItem[]) =>
  items.map((item) => (item.key === stored.key ? stored : item));
