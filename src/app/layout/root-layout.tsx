import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { KeepDataGate } from './keep-data-gate';
import { LocalModeBanner } from './local-mode-banner';
import { LocalRecoveryGate } from './local-recovery-gate';
import { OfflineNotice } from './offline-notice';
import { RouteErrorBoundary } from './route-error-boundary';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * Wraps every route: skip link, the local-mode banner, the offline notice, keeping a local
 * account's data, a loader while a route's code arrives, the error screen in place of a page that
 * failed, local mode's recovery screen in place of the page when its database failed, and where
 * the window scrolls on each navigation.
 */
export function RootLayout() {
  const location = useLocation();
  useScrollRestoration();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only-focusable rounded-control bg-brand-700 fixed top-2 left-2 z-[100] px-4 py-3 font-semibold text-white"
      >
        Skip to main content
      </a>
      <LocalModeBanner />
      <OfflineNotice />
      <KeepDataGate />
      <LocalRecoveryGate>
        <RouteErrorBoundary location={location}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </LocalRecoveryGate>
    </>
  );
}
