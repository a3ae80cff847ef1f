import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { LocalModeBanner } from './local-mode-banner';
import { LocalRecoveryGate } from './local-recovery-gate';
import { OfflineNotice } from './offline-notice';

/**
 * Wraps every route: skip link, the local-mode banner, the offline notice, a loader while a route's
 * code arrives, and local mode's recovery screen in place of the page when its database failed.
 */
export function RootLayout() {
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
      <LocalRecoveryGate>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </LocalRecoveryGate>
      <ScrollRestoration />
    </>
  );
}
