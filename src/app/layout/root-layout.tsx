import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { LocalModeBanner } from './local-mode-banner';
import { OfflineNotice } from './offline-notice';

/** Wraps every route: skip link, the local-mode banner, the offline notice, and a loader while a route's code arrives. */
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
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
