import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBackend } from '@/lib/backend/backend-context';
import type { AuthSession, Unsubscribe } from '@/lib/backend/port';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-in'; session: AuthSession }
  | { status: 'signed-out'; session: null };

const LOADING: SessionState = { status: 'loading', session: null };
const SIGNED_OUT: SessionState = { status: 'signed-out', session: null };

const toState = (session: AuthSession | null): SessionState =>
  session ? { status: 'signed-in', session } : SIGNED_OUT;

const SessionContext = createContext<SessionState | null>(null);

/**
 * Knows whether someone is signed in. It asks the backend once, then follows its auth events.
 * A session check that fails counts as "not signed in" (docs/product.md §3.2).
 *
 * When the device stores no session (a first-time visitor), that is the answer at once, and the
 * backend's code is left unloaded until something needs it: asking would only have fetched and run
 * the adapter (~45 KB of JavaScript, more with supabase-js) to hear "nobody" while the first page
 * was still painting. The provider starts following as soon as the adapter loads (a sign-in here)
 * or another tab stores a session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() =>
    backend.lazy?.mayHaveSession() === false ? SIGNED_OUT : LOADING,
  );
  const userIdRef = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    let unsubscribe: Unsubscribe | undefined;

    const apply = (session: AuthSession | null) => {
      if (!active) return;
      const userId = session?.user.id ?? null;
      // Another person's cached ideas must never show after a switch of account.
      if (userIdRef.current !== undefined && userIdRef.current !== userId)
        queryClient.removeQueries();
      userIdRef.current = userId;
      setState(toState(session));
    };

    const follow = () => {
      if (!active) return;
      backend.auth
        .getSession()
        .then(apply)
        .catch((error: unknown) => {
          console.warn('Session check failed; continuing signed out.', error);
          apply(null);
        });

      backend.auth
        .onAuthStateChange((_event, session) => apply(session))
        .then((stop) => {
          if (active) unsubscribe = stop;
          else stop();
        })
        .catch((error: unknown) => console.warn('Could not follow auth changes.', error));
    };

    const stopWaiting =
      backend.lazy?.mayHaveSession() === false ? backend.lazy.onReady(follow) : undefined;
    if (!stopWaiting) follow();

    return () => {
      active = false;
      stopWaiting?.();
      unsubscribe?.();
    };
  }, [backend, queryClient]);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
