import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw/server';
import { createSupabaseTestBackend, fakeGoTrue } from '../../support/fakes/supabase/msw';
import { goTrueError, makeGoTrueSession } from '../../support/fakes/supabase/wire';
import { createLocalTestBackend, renderApp } from '../../support/render';
import { describedError } from './described-error';

const emailBox = () => screen.getByLabelText('Email');
const passwordBox = () => screen.getByLabelText('Password');
const confirmBox = () => screen.getByLabelText('Confirm password');
const createButton = () => screen.getByRole('button', { name: 'Create Account' });

async function openSignup(options: Parameters<typeof renderApp>[0] = {}) {
  const rendered = renderApp({ route: '/signup', ...options });
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return rendered;
}

async function fill(
  user: Awaited<ReturnType<typeof openSignup>>['user'],
  email: string,
  password: string,
  confirm = password,
) {
  await user.type(emailBox(), email);
  await user.type(passwordBox(), password);
  await user.type(confirmBox(), confirm);
}

describe('signing up: what the form checks before sending anything', () => {
  it('says all fields are required, beside each, with the cursor in the first', async () => {
    const { user } = await openSignup();
    await user.click(createButton());
    for (const field of [emailBox(), passwordBox(), confirmBox()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(describedError(field)).toBe('All fields are required');
    }
    expect(emailBox()).toHaveFocus();
  });

  it('shows every other problem at once, each beside its field', async () => {
    const { user } = await openSignup();
    await fill(user, 'ada@example', '12345', '123456');
    await user.keyboard('{Enter}');

    expect(describedError(emailBox())).toBe('Please enter a valid email address');
    expect(describedError(passwordBox())).toBe('Password must be at least 6 characters long');
    expect(describedError(confirmBox())).toBe('Passwords do not match');
    expect(emailBox()).toHaveFocus();
  });

  it('asks for matching passwords, with the cursor on the confirmation', async () => {
    const { user } = await openSignup();
    await fill(user, 'ada@example.com', 'secret-one', 'secret-two');
    await user.click(createButton());
    expect(describedError(confirmBox())).toBe('Passwords do not match');
    expect(confirmBox()).toHaveFocus();
    expect(passwordBox()).not.toHaveAttribute('aria-invalid');
  });

  it('lets password managers fill and save the new password', async () => {
    await openSignup();
    expect(emailBox()).toHaveAttribute('autocomplete', 'email');
    expect(passwordBox()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmBox()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordBox()).toHaveAccessibleDescription('At least 6 characters.');
  });
});

describe('signing up with Supabase', () => {
  it('creates the account with a confirmation link back to the app, then goes home after 2 s', async () => {
    const goTrue = fakeGoTrue();
    server.use(goTrue.signUp());
    const { user, router } = await openSignup({ backend: createSupabaseTestBackend() });
    await fill(user, 'ada@example.com', 'analytical');
    await user.click(createButton());

    expect(
      await screen.findByText(
        'Account created successfully! Please check your email to verify your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(goTrue.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/auth/v1/signup',
        query: { redirect_to: `${window.location.origin}/` },
        body: expect.objectContaining({
          email: 'ada@example.com',
          password: 'analytical',
          code_challenge_method: 's256',
          code_challenge: expect.any(String),
        }),
      }),
    ]);

    const shownAt = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_500);
  });

  it('signs in at once when the project does not ask for confirmation', async () => {
    server.use(fakeGoTrue().signUp(() => HttpResponse.json(makeGoTrueSession())));
    const { user } = await openSignup({ backend: createSupabaseTestBackend() });
    await fill(user, 'ada@example.com', 'analytical');
    await user.click(createButton());
    expect(await screen.findByText("Account created! You're signed in.")).toBeInTheDocument();
  });

  it('shows the auth server’s words for an address already registered, keeping the form', async () => {
    server.use(
      fakeGoTrue().signUp(() => goTrueError(422, 'user_already_exists', 'User already registered')),
    );
    const { user } = await openSignup({ backend: createSupabaseTestBackend() });
    await fill(user, 'ada@example.com', 'analytical');
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
    expect(emailBox()).toHaveValue('ada@example.com');
    expect(passwordBox()).toHaveValue('analytical');
    expect(confirmBox()).toHaveValue('analytical');
    expect(createButton()).toBeEnabled();
  });

  it('shows the auth server’s password policy in its words', async () => {
    server.use(
      fakeGoTrue().signUp(() =>
        HttpResponse.json(
          {
            code: 422,
            error_code: 'weak_password',
            msg: 'Password is known to be weak and easy to guess, please choose a different one.',
            weak_password: { reasons: ['pwned'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await openSignup({ backend: createSupabaseTestBackend() });
    await fill(user, 'ada@example.com', 'password');
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password is known to be weak and easy to guess, please choose a different one.',
    );
  });

  it('says Google sign-up failed when it cannot start', async () => {
    const { user } = await openSignup({ backend: createSupabaseTestBackend() });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign up with Google. Please try again.',
    );
  });
});

describe('signing up with a local account', () => {
  it('signs in on this device at once, says so, goes home, and refuses the same address twice', async () => {
    const backend = createLocalTestBackend();
    const { user, router, unmount } = await openSignup({ backend });
    await fill(user, 'grace@example.com', 'cobol-1959');
    await user.click(createButton());

    expect(
      await screen.findByText(
        "Account created! You're signed in on this device.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    // The screen's own message stays up even though a session now exists.
    expect(router.state.location.pathname).toBe('/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4_000 });
    expect((await backend.auth.getSession())?.user.email).toBe('grace@example.com');

    unmount();
    await backend.auth.signOut();
    const again = await openSignup({ backend });
    await fill(again.user, 'GRACE@example.com', 'another-one');
    await again.user.click(createButton());
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'An account with this email already exists.',
    );
  }, 45_000);

  it('explains that Google sign-up needs a Supabase backend', async () => {
    const { user } = await openSignup();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Google sign-in needs a Supabase backend/,
    );
  });
});
