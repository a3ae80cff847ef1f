import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { AppEnv } from '@/config/env';
import { createBackend } from '@/lib/backend/create-backend';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The composition root: one backend, one query client and one router for the app's lifetime. */
export function App({ env }: { env: AppEnv }) {
  const [backend] = useState(() => createBackend(env));
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders backend={backend} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
