import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/port';
import { expectConsoleError } from '../../support/console-guard';
import { server } from '../../support/msw/server';
import { createFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  fakeGoTrue,
  supabaseHandlers,
  type AuthCall,
} from '../../support/fakes/supabase/msw';
import { goTrueError, makeGoTrueSession } from '../../support/fakes/supabase/wire';
import { createLocalTestBackend, renderApp } from '../../support/render';
import { describedError } from './described-error';

const emailBox = () => screen.getByLabelText('Email');
const passwordBox = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

/** The message shown under a field, found through the field's own aria-describedby. */
async function openLogin(options: Parameters<typeof renderApp>[0] = {}) {
  const rendered = renderApp({ route: '/login', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  return rendered;
}

describe('signing in: what the form checks before sending anything', () => {
  it('says both fields are required, beside each, and puts the cursor in the first', async () => {
    const { user } = await openLogin();
    await user.click(signInButton());

    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(describedError(emailBox())).toBe('Email and password are required');
    expect(describedError(passwordBox())).toBe('Email and password are required');
    expect(emailBox()).toHaveFocus();
  });

  it('asks for a valid address, and moves to the password when only that is missing', async () => {
    const { user } = await openLogin();
    await user.type(emailBox(), 'ada.example.com');
    await user.type(passwordBox(), 'whatever{Enter}');
    expect(describedError(emailBox())).toBe('Please enter a valid email address');
    expect(emailBox()).toHaveFocus();

    await user.clear(emailBox());
    await user.type(emailBox(), 'ada@example.com');
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    await user.clear(passwordBox());
    await user.click(signInButton());
    expect(describedError(passwordBox())).toBe('Email and password are required');
    expect(passwordBox()).toHaveFocus();
    expect(emailBox()).toHaveValue('ada@example.com');
  });

  it('shows and hides the password, and leaves pasting alone', async () => {
    const { user } = await openLogin();
    expect(passwordBox()).toHaveAttribute('type', 'password');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'current-password');
    expect(emailBox()).toHaveAttribute('autocomplete', 'email');

    await user.click(passwordBox());
    await user.paste('pasted-secret');
    expect(passwordBox()).toHaveValue('pasted-secret');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordBox()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordBox()).toHaveAttribute('type', 'password');
  });

  it('links to the password reset and to sign-up', async () => {
    const { user, router } = await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });
});

describe('signing in with Supabase', () => {
  const setup = (calls: AuthCall[] = []) => fakeGoTrue(calls);
  /**
   * For a test that reaches a signed-in page: the rest of the project (that page's data) is the
   * stateful fake, and GoTrue still answers as the test chooses (its handlers, used later, come
   * first).
   */
  const signedInPagesLoad = () => server.use(supabaseHandlers(createFakeSupabase()));
  /** The idea input a signed-in person lands on, its shelf asked for. */
  const homeSignedIn = () => screen.findByRole('textbox', { name: 'Share Your Idea' });

  it('sends the e-mail and password to the auth server and goes home', async () => {
    signedInPagesLoad();
    const goTrue = setup();
    server.use(goTrue.signInWithPassword());
    const { user, router } = await openLogin({ backend: createSupabaseTestBackend() });

    await user.type(emailBox(), ' ada@example.com ');
    await user.type(passwordBox(), 'analytical-engine{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await homeSignedIn();
    expect(goTrue.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/v1/token',
        query: { grant_type: 'password' },
        body: expect.objectContaining({ email: 'ada@example.com', password: 'analytical-engine' }),
      }),
    ]);
  });

  it('returns to the guarded page that sent the visitor to sign in', async () => {
    signedInPagesLoad();
    const goTrue = setup();
    server.use(goTrue.signInWithPassword());
    const { user, router } = renderApp({
      route: '/ideas?status=draft',
      backend: createSupabaseTestBackend(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');

    await user.type(emailBox(), 'ada@example.com');
    await user.type(passwordBox(), 'analytical-engine');
    await user.click(signInButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/ideas'));
    expect(router.state.location.search).toBe('?status=draft');
  });

  it('shows the auth server’s refusal in its words and keeps what was typed', async () => {
    server.use(
      setup().signInWithPassword(() =>
        goTrueError(400, 'invalid_credentials', 'Invalid login credentials'),
      ),
    );
    const { user, router } = await openLogin({ backend: createSupabaseTestBackend() });

    await user.type(emailBox(), 'ada@example.com');
    await user.type(passwordBox(), 'wrong-password');
    await user.click(signInButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(emailBox()).toHaveValue('ada@example.com');
    expect(passwordBox()).toHaveValue('wrong-password');
    expect(signInButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    [
      'a server fault',
      () => goTrueError(500, 'unexpected_failure', 'Database error querying schema'),
    ],
    ['a dropped connection', () => HttpResponse.error()],
  ])('says an unexpected error occurred on %s', async (_case, reply) => {
    server.use(setup().signInWithPassword(reply));
    const { user } = await openLogin({ backend: createSupabaseTestBackend() });
    await user.type(emailBox(), 'ada@example.com');
    await user.type(passwordBox(), 'analytical-engine');
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
    // supabase-js itself logs a request that never reached the server.
    expectConsoleError(/Failed to fetch/);
  });

  it('sends one request however often the button is pressed, and says it is busy meanwhile', async () => {
    signedInPagesLoad();
    const goTrue = setup();
    server.use(
      goTrue.signInWithPassword(async () => {
        await delay(150);
        return HttpResponse.json(makeGoTrueSession());
      }),
    );
    const { user, router } = await openLogin({ backend: createSupabaseTestBackend() });
    await user.type(emailBox(), 'ada@example.com');
    await user.type(passwordBox(), 'analytical-engine');

    await user.dblClick(signInButton());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await homeSignedIn();
    expect(goTrue.calls).toHaveLength(1);
  });

  it('says Google sign-in failed when it cannot start', async () => {
    const { user } = await openLogin({ backend: createSupabaseTestBackend() });
    // The PKCE verifier cannot be stored (storage full or blocked), so the redirect cannot start.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign in with Google. Please try again.',
    );
  });

  it('sends someone already signed in straight on', async () => {
    signedInPagesLoad();
    const session = makeGoTrueSession();
    localStorage.setItem('sb-supabase-auth-token', JSON.stringify(session));
    const { router } = renderApp({ route: '/login', backend: createSupabaseTestBackend() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await homeSignedIn();
  });
});

describe('signing in with a local account', () => {
  // One backend for these tests, on the file's database (opening PGlite is the slow part).
  let backend: Backend;
  beforeAll(async () => {
    backend = createLocalTestBackend();
    await backend.auth.signUp({ email: 'grace@example.com', password: 'cobol-1959' });
    await backend.auth.signOut();
  }, 60_000);
  afterAll(async () => {
    await backend.auth.signOut();
  });

  it('refuses a wrong password with Supabase’s words', async () => {
    const { user } = await openLogin({ backend });
    await user.type(emailBox(), 'grace@example.com');
    await user.type(passwordBox(), 'fortran-1957{Enter}');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Invalid login credentials',
    );
  }, 20_000);

  it('signs in with the right password and goes home', async () => {
    const { user, router } = await openLogin({ backend });
    await user.type(emailBox(), 'Grace@Example.com');
    await user.type(passwordBox(), 'cobol-1959{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 10_000 });
    expect((await backend.auth.getSession())?.user.email).toBe('grace@example.com');
  }, 20_000);

  it('explains that Google sign-in needs a Supabase backend', async () => {
    const { user } = await openLogin({ backend });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Google sign-in needs a Supabase backend/)).toBeInTheDocument();
  });
});
