import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '@/components/ui/toaster';
import { BackendProvider } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { SessionProvider } from '@/lib/session/session-provider';

interface AppProvidersProps {
  backend: Backend;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a screen may rely on: data cache, backend port, session, toasts. */
export function AppProviders({ backend, queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BackendProvider backend={backend}>
        <SessionProvider>
          {children}
          <ToastHost position="top-center" closeButton toastOptions={{ duration: 5_000 }} />
        </SessionProvider>
      </BackendProvider>
    </QueryClientProvider>
  );
}
