import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSharedBackend, PASSWORD, saveIdeas, signIn } from '../ideas/signed-in';
import { renderApp } from '../../support/render';

beforeAll(openSharedBackend, 120_000);
// The embedded database answers in milliseconds alone, but the CI machine is shared: allow it seconds.
configure({ asyncUtilTimeout: 5_000 });

describe('Delete my account', { timeout: 30_000 }, () => {
  it('asks for the password, refuses a wrong one, then deletes the account and everything in it', async () => {
    const { backend, email } = await signIn();
    await saveIdeas(backend, [{ idea_text: 'A loom that plays music' }]);
    const { user, router } = renderApp({ route: '/dashboard', backend });
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });

    await user.click(screen.getByRole('button', { name: 'Privacy Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Settings' });
    const form = within(dialog).getByRole('form', { name: 'Delete my account' });
    const password = within(form).getByLabelText('Your password');
    const submit = within(form).getByRole('button', { name: 'Delete my account' });

    await user.click(submit);
    expect(
      within(form).getByText('Enter your password to delete your account'),
    ).toBeInTheDocument();

    await user.type(password, 'not-my-password');
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    expect(await backend.auth.getSession()).not.toBeNull();

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(submit);
    expect(
      await screen.findByText(
        'Your account and everything in it have been deleted.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // As after a sign-out, the session guard takes the person to the sign-in page.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await backend.auth.getSession()).toBeNull();
    // The account is gone: its password no longer signs anyone in.
    await expect(backend.auth.signInWithPassword({ email, password: PASSWORD })).rejects.toThrow(
      'Invalid login credentials',
    );
  });
});
