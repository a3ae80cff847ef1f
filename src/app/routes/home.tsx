import { StatusScreen } from '@/components/layout/status-screen';

export default function HomeRoute() {
  return <StatusScreen title="Clarity">This screen is being built.</StatusScreen>;
}
