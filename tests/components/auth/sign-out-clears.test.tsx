import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SESSION_KEY } from '@/lib/backend/local/session-store';
import type { Backend } from '@/lib/backend/port';
import { SIGN_OUT_NOTE_KEY } from '@/lib/session/sign-out-note';
import { createLocalTestBackend, renderApp } from '../../support/render';

// The embedded database, the lazy routes and the journey's stages take a moment on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const PASSWORD = 'analytical-engine';
const IDEA_A = 'A bakery that delivers bread by bicycle before sunrise';
const DRAFT = 'A half-typed thought about tide tables';

let backend: Backend;
let people = 0;

/** One embedded database for the file (opening one takes seconds); a fresh account per person. */
beforeAll(async () => {
  backend = createLocalTestBackend();
  await backend.ideas.list().catch(() => undefined);
}, 120_000);

/** An account that exists but is not signed in. */
async function makeAccount(): Promise<string> {
  people += 1;
  const email = `person${people}.${Date.now()}@example.com`;
  await backend.auth.signUp({ email, password: PASSWORD });
  await backend.auth.signOut();
  return email;
}

/** An account that is signed in before the app opens (local sign-up signs in at once). */
async function signedInAccount(): Promise<string> {
  const email = await makeAccount();
  await backend.auth.signInWithPassword({ email, password: PASSWORD });
  return email;
}

type User = ReturnType<typeof renderApp>['user'];

/** With no AI connected (the test environment) the clarification is the spec's example, saved to the account. */
async function clarify(user: User, text: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), text);
  await user.click(screen.getByRole('button', { name: "Let's go!" }));
  await screen.findByRole('heading', { level: 1, name: "Here's your structured idea" });
  // The idea reached the account.
  await waitFor(async () =>
    expect((await backend.ideas.list()).map((idea) => idea.idea_text)).toContain(text),
  );
}

async function signInOnLoginPage(user: User, email: string) {
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

async function signOutFromDashboard(
  user: User,
  router: ReturnType<typeof renderApp>['router'],
): Promise<void> {
  await act(() => router.navigate('/dashboard'));
  await screen.findByRole('heading', { level: 1, name: /^Welcome back,/ });
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
}

/**
 * Another tab of this browser signs out (its Sign Out button) or finds the session gone (an
 * expiry): either way the browser tells this tab with a `storage` event that the session is gone.
 * Only a Sign Out leaves its note (what the button writes before signing out).
 */
function otherTabEndsSession({ signedOut }: { signedOut: boolean }) {
  const stored = localStorage.getItem(LOCAL_SESSION_KEY);
  if (!stored) throw new Error('Nobody is signed in');
  if (signedOut)
    localStorage.setItem(
      SIGN_OUT_NOTE_KEY,
      (JSON.parse(stored) as { user: { id: string } }).user.id,
    );
  localStorage.removeItem(LOCAL_SESSION_KEY);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: LOCAL_SESSION_KEY, oldValue: stored, newValue: null }),
    );
  });
}

const nothingOf = (text: string) => expect(document.body).not.toHaveTextContent(text);

describe('a sign-out forgets the person who signed out', { timeout: 60_000 }, () => {
  it('leaves nothing of A in the tab for B: not the journey, the recent ideas or the cache', async () => {
    const emailB = await makeAccount();
    await signedInAccount();
    const { user, router, queryClient } = renderApp({ route: '/', backend });
    await clarify(user, IDEA_A);

    await signOutFromDashboard(user, router);
    expect(sessionStorage.getItem('clarity.journey')).toBeNull();
    expect(sessionStorage.getItem('clarity.recent-ideas')).toBeNull();
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain(IDEA_A);

    await signInOnLoginPage(user, emailB);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('textbox', { name: 'Share Your Idea' })).toHaveValue('');
    nothingOf(IDEA_A);
    expect(screen.queryByText('Your recent ideas')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /My Ideas/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ideas'));
    await screen.findByRole('heading', { level: 1, name: 'My Ideas' });
    await waitFor(() => expect(screen.queryByRole('status', { name: /loading/i })).toBeNull());
    nothingOf(IDEA_A);
  });

  it("has forgotten A's journey before anything in the tab hears of the sign-out", async () => {
    await signedInAccount();
    const { user, router } = renderApp({ route: '/', backend });
    await clarify(user, IDEA_A);
    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: /^Welcome back,/ });
    // Kept for a reload of / while A is away on the dashboard.
    expect(sessionStorage.getItem('clarity.journey')).toContain(IDEA_A);

    // Told after the app (listeners hear in the order they came): what the tab holds when the
    // sign-in page is about to render, whether or not more code can be fetched then.
    const heard: { journey: string | null; recent: string | null }[] = [];
    const stop = await backend.auth.onAuthStateChange((event) => {
      if (event !== 'SIGNED_OUT') return;
      heard.push({
        journey: sessionStorage.getItem('clarity.journey'),
        recent: sessionStorage.getItem('clarity.recent-ideas'),
      });
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Sign Out' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    } finally {
      stop();
    }
    expect(heard).toEqual([{ journey: null, recent: null }]);
  });

  it('closes the journey without keeping a draft when another tab signs out', async () => {
    await signedInAccount();
    const { user } = renderApp({ route: '/', backend });
    await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), DRAFT);

    otherTabEndsSession({ signedOut: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'You were signed out, so this journey was closed. Sign in again to pick up your saved ideas where you left them.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('clarity.journey')).toBeNull());

    await user.click(screen.getByRole('button', { name: /try it now/i }));
    expect(await screen.findByRole('textbox', { name: 'Share Your Idea' })).toHaveValue('');
  });

  it.each([
    ['another tab signs out', true],
    ['the session runs out', false],
  ])('keeps nothing of a saved idea, nor the recent ideas, when %s', async (_, signedOut) => {
    await signedInAccount();
    const { user } = renderApp({ route: '/', backend });
    await clarify(user, IDEA_A);

    otherTabEndsSession({ signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your idea is kept in this tab/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your recent ideas')).not.toBeInTheDocument();
    nothingOf(IDEA_A);
    await waitFor(() => expect(sessionStorage.getItem('clarity.recent-ideas')).toBeNull());
  });

  it("closes A's journey when account B signs in while it is open", async () => {
    const emailB = await makeAccount();
    await signedInAccount();
    const { user } = renderApp({ route: '/', backend });
    await clarify(user, IDEA_A);

    await act(() => backend.auth.signInWithPassword({ email: emailB, password: PASSWORD }));
    expect(await screen.findByRole('textbox', { name: 'Share Your Idea' })).toHaveValue('');
    nothingOf(IDEA_A);
    expect(screen.queryByText('Your recent ideas')).not.toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('clarity.recent-ideas')).toBeNull());
  });

  // Last: the toast it leaves behind would stand for another test's.
  it('keeps the unsaved draft when the session runs out', async () => {
    await signedInAccount();
    const { user } = renderApp({ route: '/', backend });
    await user.type(await screen.findByRole('textbox', { name: 'Share Your Idea' }), DRAFT);

    otherTabEndsSession({ signedOut: false });
    expect(
      await screen.findByText(
        'You were signed out, so this journey was closed. Your idea is kept in this tab: sign in again to clarify and save it.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try it now/i }));
    expect(await screen.findByRole('textbox', { name: 'Share Your Idea' })).toHaveValue(DRAFT);
  });
});

describe('where signing in leads', { timeout: 60_000 }, () => {
  it('goes to / after a sign-out from /dashboard, not back to the dashboard', async () => {
    const email = await signedInAccount();
    const { user, router } = renderApp({ route: '/', backend });
    await screen.findByRole('textbox', { name: 'Share Your Idea' });
    await signOutFromDashboard(user, router);

    await signInOnLoginPage(user, email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('returns to the guarded page that sent a signed-out person to sign in', async () => {
    const email = await makeAccount();
    const { user, router } = renderApp({ route: '/ideas', backend });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await signInOnLoginPage(user, email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ideas'));
  });

  it('goes to / when /login is reloaded after a sign-out', async () => {
    const email = await signedInAccount();
    const first = renderApp({ route: '/dashboard', backend });
    await screen.findByRole('heading', { level: 1, name: /^Welcome back,/ });
    await first.user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    const { state } = first.router.state.location;
    first.unmount();

    // The reload: a new app on the same history entry, its state included.
    const { user, router } = renderApp({ route: { pathname: '/login', state }, backend });
    await signInOnLoginPage(user, email);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(document.body).queryByRole('heading', { name: /^Welcome back,/ })).toBeNull();
  });
});
