import { IdeasScreen } from '@/features/ideas/components/ideas-screen';

export default function IdeasRoute() {
  return <IdeasScreen />;
}
