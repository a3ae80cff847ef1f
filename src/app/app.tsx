import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppEnv } from '@/config/env';
import { createBackend } from '@/lib/backend/create-backend';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/**
 * The composition root: one backend, one query client and one router for the app's lifetime. The
 * router is made by the caller, which waits for the first route's code before hydrating a
 * prerendered page (src/main.tsx).
 */
export function App({ env, router }: { env: AppEnv; router: AppRouter }) {
  const [backend] = useState(() => createBackend(env));
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders backend={backend} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
