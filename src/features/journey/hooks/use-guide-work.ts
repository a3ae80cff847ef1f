import { useState, useSyncExternalStore } from 'react';
import { useItemDoneMutation } from '@/lib/api/guide-items/item-done-mutation';
import { useGuideItemsQuery } from '@/lib/api/guide-items/guide-items-query';
import type { GuideItemsRef } from '@/lib/api/guide-items/keys';
import { useSubStepsReplaceMutation } from '@/lib/api/guide-items/sub-steps-replace-mutation';
import { withItemDone } from '@/domain/guide-items';
import type { ClarifiedIdea, GuideItem, NewSubStep } from '@/domain/model';
import type { CurrentIdea, GuideState } from '@/features/journey/model/journey';
import { guideItemsRefOf } from '@/features/journey/model/progress-ref';
import { useSession } from '@/lib/session/session-provider';
import type { AiModule } from '@/features/journey/hooks/use-ai-module';

/**
 * What the controls inside a guide's steps work with — the ticked bullets, the sub-steps and their
 * breakdowns — for the list view and the one-step-at-a-time view alike. The items live with the
 * stored guide of a saved idea (the database), else in this tab
 * (docs/decisions/040-guide-items-one-row-each.md).
 */
export interface GuideWork {
  ref: GuideItemsRef;
  items: GuideItem[];
  /** Ticks or unticks a bullet or a sub-step: one write of that one item. */
  tick: (key: string, done: boolean) => void;
  /** Keeps a breakdown: the sub-steps below `parentKey` replaced. Rejects when it was not kept. */
  replaceSubSteps: (parentKey: string, subSteps: NewSubStep[]) => Promise<unknown>;
  /** What a breakdown tells the AI besides the step. */
  idea: { text: string; clarified: ClarifiedIdea };
  accessToken: string | null;
  /** Whether an AI answers ('Break it down' is offered only then); true until that is known. */
  aiConnected: boolean;
  /** The AI module, fetched on demand. */
  loadAi: () => Promise<AiModule>;
}

/** How the screen reaches the AI (each screen's own loader, so it stays in that screen's chunk). */
export interface GuideWorkAi {
  connected: boolean;
  load: () => Promise<AiModule>;
}

export const useGuideWork = (
  idea: CurrentIdea,
  guideState: GuideState,
  ai: GuideWorkAi,
): GuideWork =>
  useGuideWorkAt(
    guideItemsRefOf(idea, guideState),
    {
      text: idea.text,
      clarified: idea.clarified,
    },
    ai,
  );

/** The guide work of the guide `ref` names, for a screen that already knows where it is kept. */
export function useGuideWorkAt(
  ref: GuideItemsRef,
  idea: GuideWork['idea'],
  ai: GuideWorkAi,
): GuideWork {
  const accessToken = useSession().session?.access_token ?? null;
  const stored = useGuideItemsQuery(ref).data ?? [];
  const done = useItemDoneMutation();
  const replace = useSubStepsReplaceMutation();
  // A checkbox follows the click at once: the cache's optimistic change lands a moment later.
  const [clicked, setClicked] = useState<Record<string, boolean>>({});
  const items = Object.entries(clicked).reduce(
    (list, [key, value]) => withItemDone(list, key, value),
    stored,
  );
  return {
    ref,
    items,
    tick: (key, value) => {
      setClicked((current) => ({ ...current, [key]: value }));
      done.mutate(
        { ref, key, done: value },
        {
          onSettled: () => setClicked(({ [key]: _settled, ...rest }) => rest),
        },
      );
    },
    replaceSubSteps: (parentKey, subSteps) => replace.mutateAsync({ ref, parentKey, subSteps }),
    idea,
    accessToken,
    aiConnected: ai.connected,
    loadAi: ai.load,
  };
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a network (the AI needs one). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
