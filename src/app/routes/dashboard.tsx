import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { KeepDataDetails } from '@/features/keep-data/components/keep-data-details';

/** The dashboard, with keeping the data (another feature) in its 'Your data'. */
export default function DashboardRoute() {
  return <DashboardScreen keeping={<KeepDataDetails />} />;
}
