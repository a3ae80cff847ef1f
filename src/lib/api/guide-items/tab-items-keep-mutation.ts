import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { currentSubSteps, stepItemKey, subStepsOf } from '@/domain/guide-items';
import type { GuideItem } from '@/domain/model';
import { afterFoundations, asFoundation, journeyWriteKeys } from '../ideas/journey-writes';
import { guideItemKeys, type GuideItemsRef } from './keys';
import { readTabItems } from './tab-store';
import { backendDecides } from '../network-mode';

export interface TabItemsKeepVariables {
  /** The guide as the tab kept it (`ideaId` null). */
  from: GuideItemsRef;
  /** The same guide, stored with its saved idea. */
  to: GuideItemsRef & { ideaId: string };
  /** The guide's own save: the database keeps items only for a stored guide. */
  after: Promise<unknown>;
}

/** The most seconds `add_guide_item_time` takes at once. */
const SECONDS_PER_WRITE_MAX = 86_400;
const GUIDE_STEPS_MAX = 5;

/** The writes that put the tab's items of a guide into the account, in an order that holds. */
async function storeItems(
  guides: Backend['guides'],
  to: TabItemsKeepVariables['to'],
  items: GuideItem[],
) {
  const { ideaId, kind } = to;
  // Sub-steps first, with their ticks and time: a tick of a sub-step needs the sub-step.
  for (let index = 0; index < GUIDE_STEPS_MAX; index += 1) {
    const stepKey = stepItemKey(index);
    if (subStepsOf(items, stepKey).length > 0)
      await guides.replaceSubSteps(ideaId, kind, stepKey, currentSubSteps(items, stepKey));
  }
  // Then the bullets and the first action ticked, and the time spent on the steps themselves.
  for (const item of items) {
    const isSubStep = /^s[1-5]\.[1-7]/.test(item.key);
    if (isSubStep) continue;
    if (item.done) await guides.setItemDone(ideaId, kind, item.key, true);
    for (let left = item.secondsSpent; left > 0; left -= SECONDS_PER_WRITE_MAX)
      await guides.addItemTime(ideaId, kind, item.key, Math.min(left, SECONDS_PER_WRITE_MAX));
  }
}

/**
 * A guide on screen before its idea's save landed kept its ticks, sub-steps and time in the tab;
 * once the guide is stored with the idea they go to the account too, so nothing the person did
 * meanwhile is lost. `keep` shows the tab's items under the stored guide at once (before the
 * screen switches to it), and the stored ones are read when the writes settle. Later item writes
 * wait for these (a foundation), so an untick made meanwhile is not overtaken by the tick it undoes.
 */
export function useTabItemsKeep() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const mutation = useMutation<void, Error, TabItemsKeepVariables>({
    ...backendDecides,
    // A journey write: the guide's progress shows busy until it lands.
    mutationKey: [...journeyWriteKeys.all, 'tab-items'],
    meta: {
      dataCopy: 'outdates',
      errorMessage: 'Some of your ticks in this guide could not be saved to your account.',
    },
    mutationFn: ({ from, to, after }) =>
      asFoundation(
        to.ideaId,
        (async () => {
          // Taken before this write joins them: waiting for itself would never end.
          const earlier = afterFoundations(to.ideaId);
          await after;
          await earlier;
          await storeItems(backend.guides, to, readTabItems(from.tabKey));
        })(),
      ),
    onError: (error) => console.warn('Could not keep the guide items of the tab.', error),
    onSettled: (_result, _error, { to }) =>
      queryClient.invalidateQueries({ queryKey: guideItemKeys.guide(to) }),
  });
  return {
    keep: (variables: TabItemsKeepVariables) => {
      // The guide's own save says when it failed; here it only decides when the items can follow.
      variables.after.catch(() => undefined);
      const items = readTabItems(variables.from.tabKey);
      if (items.length === 0) return;
      queryClient.setQueryData<GuideItem[]>(guideItemKeys.guide(variables.to), items);
      mutation.mutate(variables);
    },
  };
}
