import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw/server';
import { createSupabaseTestBackend, fakeGoTrue } from '../../support/fakes/supabase/msw';
import { fakeJwt, goTrueError } from '../../support/fakes/supabase/wire';
import { renderApp } from '../../support/render';
import { describedError } from './described-error';

const passwordBox = () => screen.getByLabelText('New password');
const confirmBox = () => screen.getByLabelText('Confirm new password');
const updateButton = () => screen.getByRole('button', { name: 'Update Password' });
const INVALID = 'Invalid or expired reset link. Please request a new password reset.';

const tokens = () =>
  `access_token=${fakeJwt()}&refresh_token=refresh-token-1234&expires_in=3600&token_type=bearer&type=recovery`;

/** A reset link as the auth server sends it back to the browser that asked for it. */
function codeLink(code = 'one-time-code') {
  localStorage.setItem(
    'sb-supabase-auth-token-code-verifier',
    JSON.stringify('the-verifier/recovery'),
  );
  return `/reset-password?code=${code}`;
}

describe('a reset link that cannot work', () => {
  it.each([
    ['no tokens at all', '/reset-password'],
    ['only an access token', `/reset-password?access_token=${fakeJwt()}`],
    // Anyone can craft these from their own account's tokens: opening one would sign the person
    // who follows it into the crafter's account.
    ['tokens in the query', `/reset-password?${tokens()}`],
    ['tokens in the hash', `/reset-password#${tokens()}`],
    [
      'the auth server’s own "expired" redirect',
      '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    ],
  ])('says so for %s, with the way to a new one', async (_case, route) => {
    const goTrue = fakeGoTrue();
    server.use(goTrue.getUser(), goTrue.refresh());
    const { user, router } = renderApp({ route, backend: createSupabaseTestBackend() });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    // Nothing was opened, and nothing of the link stays in the address.
    expect(goTrue.calls).toEqual([]);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('');
    await user.click(screen.getByRole('link', { name: 'Request a New Link' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('says so when the auth server refuses the code', async () => {
    localStorage.setItem(
      'sb-supabase-auth-token-code-verifier',
      JSON.stringify('a-verifier/recovery'),
    );
    server.use(
      fakeGoTrue().exchangeCode(() =>
        goTrueError(403, 'flow_state_expired', 'invalid flow state, flow state has expired'),
      ),
    );
    renderApp({ route: '/reset-password?code=expired-code', backend: createSupabaseTestBackend() });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  });

  it('says that local mode has no reset links', async () => {
    renderApp({ route: '/reset-password?code=one-time-code' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/need a Supabase backend/);
  });
});

describe('choosing a new password from a reset link', () => {
  it('opens a link with a code, checks the fields, updates, signs out and goes to /login after 3 s', async () => {
    const goTrue = fakeGoTrue();
    server.use(goTrue.exchangeCode(), goTrue.updateUser(), goTrue.logout());
    const { user, router } = renderApp({
      route: codeLink(),
      backend: createSupabaseTestBackend(),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument();
    await screen.findByLabelText('New password');
    expect(passwordBox()).toHaveAccessibleDescription('At least 6 characters.');
    expect(confirmBox()).toHaveAttribute('autocomplete', 'new-password');
    // The code leaves the address bar once read.
    expect(router.state.location.search).toBe('');
    expect(goTrue.calls[0]).toEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/auth/v1/token',
        query: { grant_type: 'pkce' },
      }),
    );

    await user.click(updateButton());
    expect(describedError(passwordBox())).toBe('Both password fields are required');
    expect(describedError(confirmBox())).toBe('Both password fields are required');
    expect(passwordBox()).toHaveFocus();

    await user.type(passwordBox(), 'short');
    await user.type(confirmBox(), 'shorts{Enter}');
    expect(describedError(passwordBox())).toBe('Password must be at least 6 characters long');
    expect(describedError(confirmBox())).toBe('Passwords do not match');

    await user.clear(passwordBox());
    await user.clear(confirmBox());
    await user.type(passwordBox(), 'brand-new-secret');
    await user.type(confirmBox(), 'brand-new-secret');
    await user.click(updateButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password Updated' }),
    ).toHaveFocus();
    expect(goTrue.calls.find((call) => call.method === 'PUT')).toEqual(
      expect.objectContaining({
        path: '/auth/v1/user',
        body: expect.objectContaining({ password: 'brand-new-secret' }),
      }),
    );
    await waitFor(() =>
      expect(goTrue.calls.some((call) => call.path === '/auth/v1/logout')).toBe(true),
    );

    const shownAt = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_500);
  }, 15_000);

  it('exchanges a PKCE code from this browser’s request', async () => {
    const goTrue = fakeGoTrue();
    server.use(goTrue.exchangeCode());
    renderApp({ route: codeLink(), backend: createSupabaseTestBackend() });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(goTrue.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/v1/token',
        query: { grant_type: 'pkce' },
        body: { auth_code: 'one-time-code', code_verifier: 'the-verifier' },
      }),
    ]);
  });

  it('shows the auth server’s refusal of the new password and keeps it typed', async () => {
    const goTrue = fakeGoTrue();
    server.use(
      goTrue.exchangeCode(),
      goTrue.updateUser(() =>
        goTrueError(
          422,
          'same_password',
          'New password should be different from the old password.',
        ),
      ),
    );
    const { user } = renderApp({ route: codeLink(), backend: createSupabaseTestBackend() });
    await user.type(await screen.findByLabelText('New password'), 'same-as-before');
    await user.type(confirmBox(), 'same-as-before');
    await user.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password should be different from the old password.',
    );
    expect(passwordBox()).toHaveValue('same-as-before');
    expect(confirmBox()).toHaveValue('same-as-before');
  });

  it('says an unexpected error occurred when the server fails while opening the link', async () => {
    server.use(
      fakeGoTrue().exchangeCode(() => HttpResponse.json({ msg: 'boom' }, { status: 500 })),
    );
    renderApp({ route: codeLink(), backend: createSupabaseTestBackend() });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });
});
