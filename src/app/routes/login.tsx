import { StatusScreen } from '@/components/layout/status-screen';

export default function LoginRoute() {
  return <StatusScreen title="Sign in">This screen is being built.</StatusScreen>;
}
