import { StatusScreen } from '@/components/layout/status-screen';

export default function DashboardRoute() {
  return <StatusScreen title="Dashboard">This screen is being built.</StatusScreen>;
}
