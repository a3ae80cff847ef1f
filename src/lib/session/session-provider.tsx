import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBackend } from '@/lib/backend/backend-context';
import type { AuthSession, Unsubscribe } from '@/lib/backend/port';
import { dropSignOutNote, wasSignedOut } from './sign-out-note';

/**
 * How a session ended: someone signed out (in this tab or another), or it was lost (it ran out, a
 * refresh was refused, the account went away). Only a lost session may leave a person's unsaved
 * draft behind (docs/product.md §5.11, §7.7).
 */
export type SessionEnd = 'signed-out' | 'lost';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'signed-in'; session: AuthSession }
  | { status: 'signed-out'; session: null; ended?: SessionEnd };

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
export function SessionProvider({
  children,
  onSessionEnd,
}: {
  children: ReactNode;
  /** Told when a session ends, wherever the person is, to forget what this tab kept of it. */
  onSessionEnd?: (end: SessionEnd) => void;
}) {
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
      const previous = userIdRef.current;
      userIdRef.current = userId;
      if (previous === userId) return setState(toState(session));
      // Another person's cached ideas must never show after a switch of account.
      if (previous !== undefined) queryClient.removeQueries();
      if (userId) dropSignOutNote();
      if (!previous) return setState(toState(session));
      // The backend says SIGNED_OUT for both; the note left by a sign-out tells them apart.
      const ended: SessionEnd = userId || wasSignedOut(previous) ? 'signed-out' : 'lost';
      onSessionEnd?.(ended);
      setState(session ? toState(session) : { status: 'signed-out', session: null, ended });
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
  }, [backend, queryClient, onSessionEnd]);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}
