import { StatusScreen } from '@/components/layout/status-screen';

export default function ForgotPasswordRoute() {
  return <StatusScreen title="Reset your password">This screen is being built.</StatusScreen>;
}
