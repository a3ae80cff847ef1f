import { progressTabKey, writeTabProgress } from '@/lib/api/ideas/tab-progress';
import { progressOf, type SharedPlan } from '@/lib/share/plan';
import { saveJourney } from './storage';

/**
 * 'Make it mine' for a visitor (docs/product.md §5.14): a shared plan becomes this tab's journey,
 * at its guide with the ticks it was shared with, and `/` opens it as it opens any journey kept in
 * the tab. Like the rest of a visitor's journey, it never leaves the browser.
 */
export function keepSharedPlanInTab(plan: SharedPlan): void {
  saveJourney({
    name: 'walkthrough',
    idea: {
      text: plan.idea,
      clarified: plan.clarification,
      source: plan.clarificationSource,
      ideaId: null,
      step: plan.guide.kind,
    },
    guide: { guide: plan.guide, source: plan.guideSource },
  });
  // The progress a chosen step starts with (`progressForChoice`), then the shared ticks.
  writeTabProgress(progressTabKey(plan.idea), { step1: 'in_progress', ...progressOf(plan) });
}
