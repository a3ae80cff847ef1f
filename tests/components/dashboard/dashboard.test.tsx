import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/port';
import { makeGuide, makeNewFeedback } from '../../support/factories';
import { server } from '../../support/msw/server';
import {
  createFakeSupabase,
  warmFakeSupabase,
  type FakeSupabase,
} from '../../support/fakes/supabase/fake-supabase';
import {
  createSupabaseTestBackend,
  fakeGoTrue,
  storeSupabaseSession,
  supabaseHandlers,
  SUPABASE_TEST_URL,
} from '../../support/fakes/supabase/msw';
import { makeGoTrueSession, makeGoTrueUser } from '../../support/fakes/supabase/wire';
import { ACCOUNT } from '../../support/fixtures/supabase';
import { renderApp } from '../../support/render';
import {
  endSessionSilently,
  openSharedBackend,
  PASSWORD,
  saveIdeas,
  signIn,
} from '../ideas/signed-in';
import { captureWarnings } from '../../support/console-guard';

beforeAll(openSharedBackend, 120_000);
beforeAll(warmFakeSupabase, 120_000);
// The embedded database answers in milliseconds alone, but the CI machine is shared: allow it seconds.
configure({ asyncUtilTimeout: 5_000 });

const TOASTER = { timeout: 5_000 };
const stat = (label: string) =>
  screen.getByText(label).parentElement!.querySelector('dd')!.textContent;
const accountInfo = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
/** 'Details', folded until the person opens it. */
const openDetails = async (user: UserEvent) => {
  await user.click(screen.getByRole('button', { name: 'Details' }));
  return screen.findByRole('region', { name: 'Details' });
};
/** Supabase mode's account with `clarified` ideas, the first `completed` of them with every step done. */
async function seedNumbers(
  fake: FakeSupabase,
  { clarified, completed, feedback }: { clarified: number; completed: number; feedback: number },
) {
  const done = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`step${n}`, 'complete']));
  for (let index = 0; index < clarified; index += 1)
    await fake.seedIdea({
      idea_text: `Idea ${index + 1}`,
      ...(index < completed ? { status: 'completed', step_progress: done } : {}),
    });
  for (let index = 0; index < feedback; index += 1)
    await fake.sql(
      `insert into public.feedback (user_id, rating, feedback_text, session_id)
       values ($1, 5, 'Lovely', 'a-session')`,
      [ACCOUNT.id],
    );
}

const openDashboard = async (backend: Backend) => {
  const rendered = renderApp({ route: '/dashboard', backend });
  await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
  return rendered;
};

describe('the dashboard', { timeout: 30_000 }, () => {
  it('says it is loading, then shows the profile, the account info and the numbers', async () => {
    const { backend, email } = await signIn();
    const [finished] = await saveIdeas(backend, [
      {
        idea_text: 'One',
        selected_next_step: 'mvp',
        step_progress: {
          step1: 'complete',
          step2: 'complete',
          step3: 'complete',
          step4: 'complete',
        },
      },
      { idea_text: 'Two', step_progress: { step1: 'complete', step2: 'in_progress' } },
      { idea_text: 'Three', status: 'draft', structured_data: null },
    ]);
    // A four-step guide, every step complete: one guide completed (Two's ticks finish none).
    await backend.guides.save(finished!.id, makeGuide());
    await backend.feedback.submit(makeNewFeedback());
    renderApp({ route: '/dashboard', backend });

    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    const prefix = email.split('@')[0]!;
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome back, ${prefix}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: prefix })).toBeInTheDocument();
    expect(screen.getByText(email)).toBeInTheDocument();
    // No picture: the first two letters of the e-mail prefix stand in.
    expect(screen.getByText(prefix.slice(0, 2).toUpperCase())).toBeInTheDocument();
    // A local account is confirmed as it is made: 'Verified' would say nothing.
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(accountInfo('Provider')).toBe('email');
    expect(accountInfo('Member since')).not.toBe('N/A');
    expect(accountInfo('Last sign in')).not.toBe('N/A');

    await waitFor(() => expect(stat('Ideas Clarified')).toBe('2'));
    expect(stat('Guides Completed')).toBe('1');
    expect(stat('Feedback Given')).toBe('1');
  });

  it('shows the full name, the picture, a pending e-mail, the default provider and N/A (Supabase mode)', async () => {
    const user = makeGoTrueUser({
      email: 'grace@example.com',
      email_confirmed_at: null,
      last_sign_in_at: null,
      app_metadata: {},
      user_metadata: {
        full_name: 'Grace Hopper',
        avatar_url: 'https://images.example.com/grace.png',
      },
    });
    storeSupabaseSession(makeGoTrueSession(user));
    const fake = createFakeSupabase();
    await seedNumbers(fake, { clarified: 4, completed: 3, feedback: 2 });
    let answerStats!: () => void;
    const statsArrive = new Promise<void>((resolve) => {
      answerStats = resolve;
    });
    server.use(
      fakeGoTrue().getUser(() => HttpResponse.json(user)),
      // user_stats() is held until the test lets it through to the fake.
      http.post(`${SUPABASE_TEST_URL}/rest/v1/rpc/user_stats`, async () => {
        await statsArrive;
        return undefined;
      }),
      supabaseHandlers(fake),
    );
    const { container } = await openDashboard(createSupabaseTestBackend());

    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper' }),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://images.example.com/grace.png',
    );
    expect(accountInfo('Email')).toBe('Pending verification');
    expect(accountInfo('Provider')).toBe('email');
    expect(accountInfo('Last sign in')).toBe('N/A');
    // Until user_stats() answers, each number is a dash.
    expect([stat('Ideas Clarified'), stat('Guides Completed'), stat('Feedback Given')]).toEqual([
      '-',
      '-',
      '-',
    ]);

    answerStats();
    await waitFor(() => expect(stat('Ideas Clarified')).toBe('4'));
    expect(stat('Guides Completed')).toBe('3');
    expect(stat('Feedback Given')).toBe('2');
  });

  it('keeps the dashes and offers to try again when the numbers cannot be loaded', async () => {
    storeSupabaseSession();
    const fake = createFakeSupabase();
    await seedNumbers(fake, { clarified: 1, completed: 0, feedback: 0 });
    fake.modes.stats = 'server-error';
    server.use(fakeGoTrue().getUser(), supabaseHandlers(fake));
    const { user } = await openDashboard(createSupabaseTestBackend());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your numbers.");
    expect(stat('Ideas Clarified')).toBe('-');
    fake.modes.stats = 'ok';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stat('Ideas Clarified')).toBe('1'));
  });

  it("folds the user id and the connection tests into 'Details', opened from the keyboard", async () => {
    const { backend } = await signIn();
    const me = (await backend.auth.getUser())!;
    const { user } = await openDashboard(backend);

    const details = screen.getByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('User ID')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Database connection' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test Connection' })).not.toBeInTheDocument();

    details.focus();
    await user.keyboard('{Enter}');
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const region = await screen.findByRole('region', { name: 'Details' });
    expect(accountInfo('User ID')).toBe(me.id.slice(0, 8));
    expect(
      within(region).getByText('Local mode: the database runs inside this browser.'),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Test Connection' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Test Create Idea' })).toBeInTheDocument();

    await user.keyboard(' ');
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('User ID')).not.toBeInTheDocument();
  });

  it('tests the connection and a create, saying what happened and how long it took', async () => {
    const { backend } = await signIn();
    await saveIdeas(backend, [{ idea_text: 'One' }, { idea_text: 'Two' }]);
    const { user } = await openDashboard(backend);

    await openDetails(user);
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(
      await screen.findByText(
        /^Connected\. The database counted 2 ideas of yours\. \(\d+(\.\d)? (ms|s)\)$/,
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Test Create Idea' }));
    expect(
      await screen.findByText(
        /^Created test idea [0-9a-f]{8} and deleted it again\. \(\d+(\.\d)? (ms|s)\)$/,
      ),
    ).toBeInTheDocument();
    expect(await backend.ideas.count()).toBe(2);
  });

  it('reports a failed connection test with the reason', async () => {
    storeSupabaseSession();
    const fake = createFakeSupabase();
    fake.modes.countIdeas = 'server-error';
    server.use(fakeGoTrue().getUser(), supabaseHandlers(fake));
    const { user } = await openDashboard(createSupabaseTestBackend());

    await openDetails(user);
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText(/^Failed: .+ \(\d+(\.\d)? (ms|s)\)$/)).toBeInTheDocument();
  });

  it("says where this browser sends ideas, with the way to 'AI settings'", async () => {
    const { backend } = await signIn();
    localStorage.setItem('clarity.ai-choice', JSON.stringify({ kind: 'none' }));
    const { user, router } = await openDashboard(backend);

    const card = screen.getByRole('region', { name: 'AI' });
    expect(card).toHaveTextContent(
      'Your ideas are sent to: No AI (examples only). This choice is kept in this browser only.',
    );
    await user.click(within(card).getByRole('link', { name: 'AI settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'AI settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/ai-settings');
  });

  it('has My Ideas and Back to Clarity, and Sign Out signs out', async () => {
    const { backend } = await signIn();
    const { user, router } = await openDashboard(backend);

    expect(screen.getByRole('link', { name: 'My Ideas' })).toHaveAttribute('href', '/ideas');
    expect(screen.getByRole('link', { name: 'Back to Clarity' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await backend.auth.getSession()).toBeNull();
  });

  it('says "Failed to sign out. Please try again." when signing out fails', async () => {
    const warnings = captureWarnings();
    storeSupabaseSession();
    server.use(
      fakeGoTrue().getUser(),
      fakeGoTrue().logout(() =>
        HttpResponse.json(
          { code: 500, error_code: 'unexpected_failure', msg: 'Database error' },
          { status: 500 },
        ),
      ),
      supabaseHandlers(createFakeSupabase()),
    );
    const { user, router } = await openDashboard(createSupabaseTestBackend());

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(
      await screen.findByText('Failed to sign out. Please try again.', {}, TOASTER),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(warnings).toHaveBeenCalledWith('Sign out failed.', expect.any(Error));
  });
});

describe('the security card', { timeout: 30_000 }, () => {
  it('changes the password after the current one, with the rules of sign-up', async () => {
    const { backend, email } = await signIn();
    const { user } = await openDashboard(backend);

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    const submit = within(dialog).getByRole('button', { name: 'Update password' });
    const current = within(dialog).getByLabelText('Current password');
    const password = within(dialog).getByLabelText('New password');
    const confirm = within(dialog).getByLabelText('Confirm new password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');

    await user.click(submit);
    expect(within(dialog).getByText('Enter your current password')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Both password fields are required')).toHaveLength(2);
    await user.type(password, 'short');
    await user.type(confirm, 'shorter');
    await user.click(submit);
    expect(
      within(dialog).getByText('Password must be at least 6 characters long'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(password);
    await user.clear(confirm);
    await user.type(password, 'a-brand-new-password');
    await user.type(confirm, 'a-brand-new-password');
    // A session left open is not enough: a wrong current password changes nothing.
    await user.type(current, 'not-my-password');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    expect(password).toHaveValue('a-brand-new-password');

    await user.clear(current);
    await user.type(current, PASSWORD);
    await user.click(submit);
    expect(
      await screen.findByText('Your password has been changed.', {}, TOASTER),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await backend.auth.signOut();
    await expect(backend.auth.signInWithPassword({ email, password: PASSWORD })).rejects.toThrow();
    await expect(
      backend.auth.signInWithPassword({ email, password: 'a-brand-new-password' }),
    ).resolves.toBeTruthy();
  });

  it('keeps what was typed and shows the reason when the new password is refused', async () => {
    const { backend } = await signIn();
    const { user } = await openDashboard(backend);

    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await user.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await user.type(within(dialog).getByLabelText('New password'), PASSWORD);
    await user.type(within(dialog).getByLabelText('Confirm new password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Update password' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'New password should be different from the old password.',
    );
    expect(within(dialog).getByLabelText('New password')).toHaveValue(PASSWORD);
  });

  it('updates the display name, and puts the old one back when that fails', async () => {
    const warnings = captureWarnings();
    const { backend } = await signIn();
    const { user } = await openDashboard(backend);

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Profile' });
    await user.type(within(dialog).getByLabelText('Display name'), '  Grace Hopper  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Your profile has been updated.', {}, TOASTER),
    ).toBeInTheDocument();
    expect((await backend.auth.getUser())?.user_metadata.full_name).toBe('Grace Hopper');

    endSessionSilently();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Profile' });
    const field = within(dialog).getByLabelText('Display name');
    expect(field).toHaveValue('Grace Hopper');
    await user.clear(field);
    await user.type(field, 'Amazing Grace');
    await user.click(within(dialog).getByRole('button', { name: 'Save profile' }));

    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(field).toHaveValue('Amazing Grace');
    // Behind the open dialog (hidden from assistive technology meanwhile), the old name is back.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper', hidden: true }),
    ).toBeInTheDocument();
    expect(warnings).toHaveBeenCalledWith('Local auth failed.', expect.anything());
  });

  it('deletes all ideas, guides and feedback once DELETE is typed', async () => {
    const { backend } = await signIn();
    const [idea] = await saveIdeas(backend, [
      { idea_text: 'One', step_progress: { step1: 'complete' } },
      { idea_text: 'Two' },
    ]);
    await backend.guides.save(idea!.id, {
      kind: 'mvp',
      steps: [{ title: 'Start', description: 'Begin.', content: ['Go'] }],
      extras: [],
    });
    await backend.feedback.submit(makeNewFeedback());
    const { user } = await openDashboard(backend);
    await waitFor(() => expect(stat('Ideas Clarified')).toBe('2'));

    await user.click(screen.getByRole('button', { name: 'Privacy Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Settings' });
    const erase = within(dialog).getByRole('button', { name: 'Delete all my data' });
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(erase).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(erase);

    expect(
      await within(dialog).findByText('All your ideas, guides and feedback have been deleted.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(stat('Ideas Clarified')).toBe('0'));
    expect(stat('Guides Completed')).toBe('0');
    expect(stat('Feedback Given')).toBe('0');
    expect(await backend.ideas.count()).toBe(0);
    expect(await backend.guides.get(idea!.id, 'mvp')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps everything and says nothing was deleted when deleting all data fails', async () => {
    const { backend } = await signIn();
    await saveIdeas(backend, [{ idea_text: 'Still here' }]);
    const { user } = await openDashboard(backend);

    await user.click(screen.getByRole('button', { name: 'Privacy Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Settings' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    const restore = localStorage.getItem('clarity.local-session');
    endSessionSilently();
    await user.click(within(dialog).getByRole('button', { name: 'Delete all my data' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Nothing was deleted: .+ Please try again\.$/,
    );
    localStorage.setItem('clarity.local-session', restore!);
    expect((await backend.ideas.list()).map((idea) => idea.idea_text)).toEqual(['Still here']);
  });
});
