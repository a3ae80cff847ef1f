import { progressOf, type SharedPlan } from '@/lib/share/plan';
import type { CurrentIdea } from './journey';
import { saveJourney } from './storage';

/**
 * 'Make it mine' for a visitor (docs/product.md §5.14): a shared plan becomes this tab's journey,
 * at its guide with the ticks it was shared with, and `/` opens it as it opens any journey kept in
 * the tab. Like the rest of a visitor's journey, it never leaves the browser.
 *
 * The ticks ride with the stored idea as `progress`, which reading the journey back moves into the
 * tab's progress store (storage-read.ts), as it does for a journey kept by an older build: the
 * store itself (and zod behind it) stays out of the chunks `/` loads first.
 */
export function keepSharedPlanInTab(plan: SharedPlan): void {
  const idea = {
    text: plan.idea,
    clarified: plan.clarification,
    source: plan.clarificationSource,
    ideaId: null,
    step: plan.guide.kind,
    // The progress a chosen step starts with (`progressForChoice`), then the shared ticks.
    progress: { step1: 'in_progress', ...progressOf(plan) },
  };
  saveJourney({
    name: 'walkthrough',
    idea: idea as CurrentIdea,
    guide: { guide: plan.guide, source: plan.guideSource },
  });
}
