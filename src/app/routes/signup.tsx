import { StatusScreen } from '@/components/layout/status-screen';

export default function SignupRoute() {
  return <StatusScreen title="Create your account">This screen is being built.</StatusScreen>;
}
