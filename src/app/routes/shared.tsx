import { JOURNEY_KEY } from '@/features/journey/model/tab-keys';
import { SharedPlanPage } from '@/features/shared-plan/components/shared-plan-page';
import type { SharedPlan } from '@/lib/share/plan';

/**
 * What 'Make it mine' needs of the journey, fetched when pressed: a static import of the journey's
 * storage here made the bundler move zod into the chunks `/` loads first.
 */
const keepInTab = (plan: SharedPlan) =>
  import('@/features/journey/model/shared-plan').then((module) =>
    module.keepSharedPlanInTab(plan),
  );

/**
 * docs/product.md §5.14: `/shared`, a plan read from its link. 'Make it mine' for a visitor hands
 * the plan to the journey, which is another feature: they meet here.
 */
const tabHasJourney = () => {
  try {
    return sessionStorage.getItem(JOURNEY_KEY) !== null;
  } catch {
    // Storage refused: no journey can be kept in this tab either.
    return false;
  }
};

export default function SharedRoute() {
  return <SharedPlanPage keepInTab={keepInTab} tabHasJourney={tabHasJourney} />;
}
