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
 * Spec §8: a session check that fails counts as "not signed in".
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(LOADING);
  const userIdRef = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    let unsubscribe: Unsubscribe | undefined;

    const apply = (session: AuthSession | null) => {
      if (!active) return;
      const userId = session?.user.id ?? null;
      // Another person's cached ideas must never show after a switch of account.
      if (userIdRef.current !== undefined && userIdRef.current !== userId) queryClient.removeQueries();
      userIdRef.current = userId;
      setState(toState(session));
    };

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

    return () => {
      active = false;
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
