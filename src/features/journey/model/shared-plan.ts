import type { SharedPlan } from '@/lib/share/plan';
import { saveJourney } from './storage';

/**
 * 'Make it mine' for a visitor (docs/product.md §5.14): a shared plan becomes this tab's journey,
 * at its guide, and `/` opens it as it opens any journey kept in the tab. Its ticks are not part
 * of the journey: they are set where a visitor's progress lives, the tab's store, through the
 * progress writes (docs/decisions/085-one-home-for-step-progress.md). Like the rest of a visitor's
 * journey, it never leaves the browser.
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
}
