import { StatusScreen } from '@/components/layout/status-screen';

export default function IdeasRoute() {
  return <StatusScreen title="My Ideas">This screen is being built.</StatusScreen>;
}
