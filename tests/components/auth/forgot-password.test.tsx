import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw/server';
import { createSupabaseTestBackend, fakeGoTrue } from '../../support/fakes/supabase/msw';
import { goTrueError } from '../../support/fakes/supabase/wire';
import { renderApp } from '../../support/render';
import { describedError } from './described-error';

const emailBox = () => screen.getByLabelText('Email');
const sendButton = () => screen.getByRole('button', { name: 'Send Reset Link' });

async function openForgot(options: Parameters<typeof renderApp>[0] = {}) {
  const rendered = renderApp({ route: '/forgot-password', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return rendered;
}

describe('asking for a password reset', () => {
  it('requires an address, then a valid one, beside the field', async () => {
    const { user } = await openForgot();
    await user.click(sendButton());
    expect(describedError(emailBox())).toBe('Email is required');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveFocus();

    await user.type(emailBox(), 'ada@example{Enter}');
    expect(describedError(emailBox())).toBe('Please enter a valid email address');
  });

  it('sends the e-mail with a link back to /reset-password, then says to check the inbox', async () => {
    const goTrue = fakeGoTrue();
    server.use(goTrue.recover());
    const { user, router } = await openForgot({ backend: createSupabaseTestBackend() });
    await user.type(emailBox(), 'ada@example.com{Enter}');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    // The page's notes, not the toast list beside the page.
    const page = within(screen.getByRole('main'));
    const notes = within(page.getByRole('list')).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual([
      "Check your spam or junk folder if it isn't in your inbox within a few minutes.",
      'The link expires in 1 hour.',
      'You can request a new link at any time; only the newest one works.',
    ]);
    expect(goTrue.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/v1/recover',
        query: { redirect_to: `${window.location.origin}/reset-password` },
        body: expect.objectContaining({ email: 'ada@example.com', code_challenge_method: 's256' }),
      }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Send Another Link' }));
    await waitFor(() => expect(goTrue.calls).toHaveLength(2));
    expect(goTrue.calls[1]?.body).toEqual(expect.objectContaining({ email: 'ada@example.com' }));

    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the auth server’s words when it refuses, keeping the address', async () => {
    server.use(
      fakeGoTrue().recover(() =>
        goTrueError(
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this after 42 seconds.',
        ),
      ),
    );
    const { user } = await openForgot({ backend: createSupabaseTestBackend() });
    await user.type(emailBox(), 'ada@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For security purposes, you can only request this after 42 seconds.',
    );
    expect(emailBox()).toHaveValue('ada@example.com');
  });

  it('shows a failed second sending on the check-your-email view', async () => {
    let sent = 0;
    server.use(
      fakeGoTrue().recover(() =>
        sent++ === 0
          ? new Response('{}', { headers: { 'content-type': 'application/json' } })
          : goTrueError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
      ),
    );
    const { user } = await openForgot({ backend: createSupabaseTestBackend() });
    await user.type(emailBox(), 'ada@example.com{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    await user.click(screen.getByRole('button', { name: 'Send Another Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('email rate limit exceeded');
  });

  it('explains in local mode that reset e-mails need a Supabase backend', async () => {
    const { user } = await openForgot();
    await user.type(emailBox(), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Password reset emails need a Supabase backend/,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot your password?');
  });
});
