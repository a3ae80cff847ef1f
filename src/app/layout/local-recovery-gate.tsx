import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { paths } from '@/config/paths';
import { localDatabaseTrouble } from '@/lib/backend/local/trouble';

// Loaded only when local mode's database failed: nobody else downloads the screen.
const LocalRecoveryScreen = lazy(() =>
  import('@/features/local-recovery/components/local-recovery-screen').then((module) => ({
    default: module.LocalRecoveryScreen,
  })),
);

const noTrouble = () => null;

/**
 * docs/product.md §2.1: a local database that cannot open or migrate replaces every page with the
 * way out (download, start fresh) until a fresh one opens.
 */
export function LocalRecoveryGate({ children }: { children: ReactNode }) {
  const trouble = useSyncExternalStore(
    localDatabaseTrouble.subscribe,
    localDatabaseTrouble.current,
    noTrouble,
  );
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!trouble) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <LocalRecoveryScreen
        actions={trouble}
        onStartedFresh={() => {
          // Every cached answer came from the old database, or was its error.
          queryClient.clear();
          void navigate(paths.home);
        }}
      />
    </Suspense>
  );
}
