import { AiSettingsScreen } from '@/features/ai-settings/components/ai-settings-screen';

/** `/ai-settings`: where this browser sends ideas; open to visitors too. */
export default function AiSettingsRoute() {
  return <AiSettingsScreen />;
}
