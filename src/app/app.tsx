import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppEnv } from '@/config/env';
import { createBackend } from '@/lib/backend/create-backend';
import { createQueryClient } from '@/lib/query-client';
import { showError } from './show-error';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

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
  const [queryClient] = useState(() => createQueryClient(showError));
  return (
    <AppProviders backend={backend} queryClient={queryClient}>
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
