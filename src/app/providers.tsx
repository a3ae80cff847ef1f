import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastHost } from '@/components/ui/toaster';
import { forgetSessionAtOnce } from '@/features/journey/model/tab-keys';
import { BackendProvider } from '@/lib/backend/backend-context';
import type { Backend } from '@/lib/backend/port';
import { SessionProvider, type SessionEnd } from '@/lib/session/session-provider';

/**
 * The journey kept in this tab follows a session's end even when it is not on screen. What goes
 * goes before the session provider tells any screen (see `forgetSessionAtOnce`); only a lost
 * session's journey, which may keep an unsaved idea, waits for the reader.
 */
const forgetStoredJourney = (end: SessionEnd) => {
  forgetSessionAtOnce(end);
  if (end !== 'lost') return;
  import('./routes/home')
    .then((home) => home.forgetStoredJourney(end))
    .catch((error: unknown) => console.warn('Could not clear the stored journey.', error));
};

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
        <SessionProvider onSessionEnd={forgetStoredJourney}>
          {children}
          <ToastHost position="top-center" closeButton toastOptions={{ duration: 5_000 }} />
        </SessionProvider>
      </BackendProvider>
    </QueryClientProvider>
  );
}
