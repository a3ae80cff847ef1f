import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '@/app/layout/require-session';
import { RootLayout } from '@/app/layout/root-layout';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { SignupScreen } from '@/features/auth/components/signup-screen';
import { parseEnv } from '@/config/env-schema';
import { createBackend, deferBackend } from '@/lib/backend/create-backend';
import { createLocalBackend } from '@/lib/backend/local';
import { LOCAL_SESSION_KEY, startSession } from '@/lib/backend/local/session-store';
import type { Backend } from '@/lib/backend/port';
import type { AuthUser } from '@/domain/model';
import { createSupabaseTestBackend } from '../../support/fakes/supabase/msw';
import { makeGoTrueSession } from '../../support/fakes/supabase/wire';
import { renderApp } from '../../support/render';

/** The guard with a page of our own behind it, so these tests don't depend on the dashboard's content. */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <h1>Home page</h1> },
      { path: '/login', element: <LoginScreen /> },
      { path: '/signup', element: <SignupScreen /> },
      {
        element: <RequireSession />,
        children: [{ path: '/dashboard', element: <h1>Private page</h1> }],
      },
    ],
  },
];

const localUser: AuthUser = {
  id: '6f1c3c7e-1d2b-4c55-9a7e-2b8f0d3e4a51',
  email: 'grace@example.com',
  user_metadata: {},
  app_metadata: { provider: 'email' },
  email_confirmed_at: '2025-01-01T00:00:00.000Z',
  created_at: '2025-01-01T00:00:00.000Z',
  last_sign_in_at: '2025-01-02T00:00:00.000Z',
};

/** Another tab of this browser changes the local session: the browser tells this tab with a `storage` event. */
function otherTabWrites(value: string | null) {
  const oldValue = localStorage.getItem(LOCAL_SESSION_KEY);
  if (value === null) localStorage.removeItem(LOCAL_SESSION_KEY);
  else localStorage.setItem(LOCAL_SESSION_KEY, value);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: LOCAL_SESSION_KEY, oldValue, newValue: value }),
    );
  });
}

describe('sessions and the guarded pages', () => {
  it('checks authentication, then lets a signed-in person through', async () => {
    localStorage.setItem('sb-supabase-auth-token', JSON.stringify(makeGoTrueSession()));
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const supabase = createSupabaseTestBackend();
    const backend: Backend = deferBackend('supabase', () => arrived.then(() => supabase));
    const { router } = renderApp({ route: '/dashboard', backend, routes });

    const checking = await screen.findByText('Checking authentication...');
    expect(checking.closest('[role="status"]')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('treats a session check that fails as signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = deferBackend('local', () =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const { router } = renderApp({ route: '/dashboard', backend, routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('heading', { name: 'Private page' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Session check failed; continuing signed out.',
      expect.any(Error),
    );
  });

  it('follows another tab: signed in there moves this tab off /login, signed out there locks the page', async () => {
    const backend = createLocalBackend();
    const { router } = renderApp({ route: '/login', backend, routes });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });

    otherTabWrites(JSON.stringify(startSession(localUser)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();

    otherTabWrites(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // A session that ended on the page leaves no page to return to: signing in goes home.
    expect(router.state.location.state).toBeNull();
  });

  it('sends a signed-in visitor of /signup home', async () => {
    localStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(startSession(localUser)));
    const { router } = renderApp({ route: '/signup', routes });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('a first-time visitor, with no session stored on this device', () => {
  it('is known to be signed out at once; the backend code loads only when something uses it', async () => {
    const backend = createBackend(parseEnv({}));
    expect(backend.lazy?.mayHaveSession()).toBe(false);
    const ready = vi.fn();
    backend.lazy!.onReady(ready);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ready).not.toHaveBeenCalled();

    await expect(backend.auth.getSession()).resolves.toBeNull();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('may be signed in when a session is stored or the address carries an auth redirect', () => {
    const backend = createBackend(parseEnv({}));
    localStorage.setItem(LOCAL_SESSION_KEY, JSON.stringify(startSession(localUser)));
    expect(backend.lazy?.mayHaveSession()).toBe(true);
    localStorage.clear();
    window.history.replaceState(null, '', '/dashboard?code=4f2b1c');
    expect(backend.lazy?.mayHaveSession()).toBe(true);
    window.history.replaceState(null, '', '/');
    expect(backend.lazy?.mayHaveSession()).toBe(false);
  });

  it('goes straight from a private page to sign-in, and follows a sign-in made in another tab', async () => {
    const { router } = renderApp({ route: '/dashboard', routes });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Checking authentication...')).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });

    otherTabWrites(JSON.stringify(startSession(localUser)));
    expect(await screen.findByRole('heading', { name: 'Private page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
