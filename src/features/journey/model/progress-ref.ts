import type { CurrentIdea } from '@/features/journey/model/journey';
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
