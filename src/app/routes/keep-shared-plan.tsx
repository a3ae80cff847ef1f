import { keepSharedPlanInTab } from '@/features/journey/model/shared-plan';
import { KeepSharedPlan } from '@/features/shared-plan/components/keep-shared-plan';
import type { SharedPlan } from '@/lib/share/plan';

/**
 * 'Make it mine' on `/` (home.tsx): the shared plan's copy is kept with the journey's own writes,
 * and a visitor's becomes the tab's journey. The two features meet here.
 */
export default function KeepSharedPlanRoute({ plan }: { plan: SharedPlan }) {
  return <KeepSharedPlan plan={plan} keepInTab={keepSharedPlanInTab} />;
}
