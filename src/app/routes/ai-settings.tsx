import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/layout/page-loader';

// Fetched in a second step so the first page's route table names as few of its files as possible.
const AiSettingsScreen = lazy(() =>
  import('@/features/ai-settings/components/ai-settings-screen').then((module) => ({
    default: module.AiSettingsScreen,
  })),
);

/** `/ai-settings`: where this browser sends ideas; open to visitors too. */
export default function AiSettingsRoute() {
  return (
    <Suspense fallback={<PageLoader label="Loading AI settings..." />}>
      <AiSettingsScreen />
    </Suspense>
  );
}
