import { keepSharedPlanInTab } from '@/features/journey/model/shared-plan';
import { hasStoredJourney } from '@/features/journey/model/storage';
import { SharedPlanPage } from '@/features/shared-plan/components/shared-plan-page';

/**
 * docs/product.md §5.14: `/shared`, a plan read from its link. 'Make it mine' for a visitor hands
 * the plan to the journey, which is another feature: they meet here.
 */
export default function SharedRoute() {
  return <SharedPlanPage keepInTab={keepSharedPlanInTab} tabHasJourney={hasStoredJourney} />;
}
