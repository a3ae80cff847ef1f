import type { CurrentIdea, GuideState } from '@/features/journey/model/journey';
import type { GuideItemsRef } from '@/lib/api/guide-items/keys';
import { guideTabKey } from '@/lib/api/guide-items/tab-store';
import type { StepProgressRef } from '@/lib/api/ideas/keys';
import { progressTabKey } from '@/lib/api/ideas/tab-progress';

/**
 * Where the journey's idea keeps its ticks: with the saved idea in the person's account, else
 * (a visitor's idea, or one whose save has not landed) in this tab
 * (docs/decisions/085-one-home-for-step-progress.md). Apart from the query that reads them, so the
 * landing page, which saves but never shows a guide, does not load the query's code.
 */
export const progressRefOf = ({ ideaId, text }: Pick<CurrentIdea, 'ideaId' | 'text'>) =>
  (ideaId ? { ideaId } : { tabKey: progressTabKey(text) }) satisfies StepProgressRef;

/**
 * Where a guide's items are kept: a saved idea's AI guide with it, else (a visitor's guide, or
 * the fallback) only in the tab. Here for the same reason: the journey's saving carries the tab's
 * items into the account without loading the guide's screens.
 */
export const guideItemsRefOf = (
  idea: Pick<CurrentIdea, 'ideaId' | 'text'>,
  { guide, source }: GuideState,
): GuideItemsRef => ({
  ideaId: idea.ideaId !== null && source === 'ai' ? idea.ideaId : null,
  kind: guide.kind,
  tabKey: guideTabKey(
    idea.text,
    guide.kind,
    guide.steps.map((step) => step.title),
  ),
});
