import { StatusScreen } from '@/components/layout/status-screen';

export default function ResetPasswordRoute() {
  return <StatusScreen title="Set a new password">This screen is being built.</StatusScreen>;
}
