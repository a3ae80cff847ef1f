import { lazy, Suspense } from 'react';
import { useBackendMode } from '@/lib/api/backend-mode';
import { useSession } from '@/lib/session/session-provider';

// Fetched only for a signed-in local account: a visitor and the landing page never load it.
const KeepDataWatcher = lazy(() =>
  import('@/features/keep-data/components/keep-data-watcher').then(({ KeepDataWatcher }) => ({
    default: KeepDataWatcher,
  })),
);

/**
 * Keeping a local account's data follows it on every screen where it can change: the journey at `/`
 * as much as My Ideas (docs/decisions/091-keeping-a-persons-data.md).
 */
export function KeepDataGate() {
  const mode = useBackendMode();
  const session = useSession();
  if (mode !== 'local' || session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <KeepDataWatcher key={session.session.user.id} />
    </Suspense>
  );
}
