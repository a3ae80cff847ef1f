import { JOURNEY_KEY } from '@/features/journey/model/tab-keys';
import { SharedPlanPage } from '@/features/shared-plan/components/shared-plan-page';

/**
 * Whether this tab keeps a journey, read here rather than through the journey's storage module:
 * that module is part of the landing page's first load, and any of it imported here would be split
 * off into a chunk of its own that `/` then loads as well.
 */
const tabHasJourney = () => {
  try {
    return sessionStorage.getItem(JOURNEY_KEY) !== null;
  } catch {
    // Storage refused: no journey can be kept in this tab either.
    return false;
  }
};

/**
 * docs/product.md §5.14: `/shared`, a plan read from its link. 'Make it mine' hands the plan to `/`,
 * where the journey keeps it (home.tsx).
 */
export default function SharedRoute() {
  return <SharedPlanPage tabHasJourney={tabHasJourney} />;
}
