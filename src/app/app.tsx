import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppEnv } from '@/config/env';
import { createBackend } from '@/lib/backend/create-backend';
import { queryClientLater } from '@/lib/query-client-later';
import { showError } from './show-error';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

// Made once its code arrives, after the first render of `/` (query-client-later.ts).
const queryClient = queryClientLater(() =>
  import('@/lib/query-client').then(({ createQueryClient }) => createQueryClient(showError)),
);

/** Fetches and makes the query client; the app's first render waits for it except on `/`. */
export const loadQueryClient = queryClient.load;

/**
 * The composition root: one backend, one query client and one router for the app's lifetime. The
 * caller waits for the first route's code before rendering, so that a prerendered page is hydrated
 * as it stands (src/main.tsx).
 *
 * The router renders each location as soon as the history moves, not in a transition: a page is
 * never left on screen with a location the history has already left, so nothing it does in the
 * meantime (the journey moving its own entry, use-journey-history.ts) can undo the navigation. A
 * route whose code is still on its way shows the loader (docs/decisions/054-declarative-router.md).
 */
export function App({ env }: { env: AppEnv }) {
  const [backend] = useState(() => createBackend(env));
  useEffect(() => {
    // A failure shows where a screen needs the client: the error screen.
    loadQueryClient().catch(() => undefined);
  }, []);
  return (
    <AppProviders backend={backend} queryClient={queryClient.client}>
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
