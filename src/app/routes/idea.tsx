import { StatusScreen } from '@/components/layout/status-screen';

export default function IdeaRoute() {
  return <StatusScreen title="Idea journey">This screen is being built.</StatusScreen>;
}
