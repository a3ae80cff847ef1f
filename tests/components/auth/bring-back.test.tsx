import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/port';
import { ACCOUNT_DATA_MAX_BYTES } from '@/lib/backend/data/account-data';
import { createSupabaseTestBackend } from '../../support/fakes/supabase/msw';
import { createLocalTestBackend, renderApp } from '../../support/render';
import { saveIdeas } from '../ideas/signed-in';

/**
 * 'Bring back from a copy' on /signup and /login (local mode; docs/decisions/092): the chosen
 * file waits in the page until the account exists, then comes back into it, on the real local
 * backend (PGlite in memory). Supabase mode has no such control.
 */

configure({ asyncUtilTimeout: 5_000 });

const PASSWORD = 'cobol-1959';
let backend: Backend;
/** A copy of two ideas: the first at 'Build an MVP' with its first step ticked. */
let copyText: string;
let owner: string;

beforeAll(async () => {
  backend = createLocalTestBackend();
  owner = `copy.${Date.now()}@example.com`;
  await backend.auth.signUp({ email: owner, password: PASSWORD });
  await saveIdeas(backend, [
    {
      idea_text: 'A seed library at the station',
      selected_next_step: 'mvp',
      step_progress: { step1: 'complete' },
    },
    { idea_text: 'Repair evenings for school laptops' },
  ]);
  copyText = await backend.privacy.exportAllMyData();
  await backend.auth.signOut();
}, 60_000);

const asFile = (text: string, name = 'clarity-data-2026-11-29.json') =>
  new File([text], name, { type: 'application/json' });

const chooser = () => screen.getByLabelText('Bring back from a copy');
const waitingLine = () =>
  screen.queryByText(/will be brought back/, { selector: '[role="status"]' });
let people = 0;
const newAddress = () => `back${(people += 1)}.${Date.now()}@example.com`;

async function open(route: '/signup' | '/login', using = backend) {
  const rendered = renderApp({ route, backend: using });
  await screen.findByRole('heading', {
    level: 1,
    name: route === '/signup' ? 'Create your account' : 'Welcome back',
  });
  return rendered;
}

type User = Awaited<ReturnType<typeof open>>['user'];

async function createAccount(user: User, email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

async function signIn(user: User, email: string, password = PASSWORD) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** The fields first, then the file. */
async function typeThenChoose(user: User, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.upload(chooser(), asFile(copyText));
}

/** jsdom lays nothing out: the height a browser measures of the form's frame as it gives way. */
const FORM_HEIGHT = 684;
const framesAreMeasured = () =>
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(FORM_HEIGHT);
afterEach(() => vi.restoreAllMocks());

/**
 * The arrival in the form's place keeps its frame: the same words under the heading and the form's
 * height, so the brand, the heading and the line at the foot do not move.
 */
function expectFormsFrameKept(description: string) {
  expect(screen.getByText(description)).toBeVisible();
  expect(screen.getByRole('main').firstElementChild).toHaveStyle({
    minHeight: `${FORM_HEIGHT}px`,
  });
}

/** What the signed-in account holds, as the person would read it. */
const ideasNow = async () =>
  (await backend.ideas.list())
    .map(
      (idea) =>
        `${idea.idea_text} · ${idea.selected_next_step ?? '-'} · ${JSON.stringify(idea.step_progress)}`,
    )
    .sort();

describe('bring back from a copy, on the sign-up page', () => {
  it('keeps the file chosen first until the account exists, then brings every idea back and goes to them', async () => {
    const { user, router } = await open('/signup');
    await user.upload(chooser(), asFile(copyText));
    expect(waitingLine()).toHaveTextContent(
      'clarity-data-2026-11-29.json: 2 ideas, will be brought back when your account is made.',
    );
    // The copy's checks are fetched when the file is chosen, so focus arrives a moment after.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Don’t bring it back' })).toHaveFocus(),
    );

    const email = newAddress();
    framesAreMeasured();
    await createAccount(user, email);
    expect(
      await screen.findByText('Brought back 2 ideas from your copy.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Account created! You're signed in on this device.")).toBeVisible();
    expectFormsFrameKept('Save your ideas and come back to them any time.');
    expect(screen.getByText('Taking you to your ideas...')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ideas'), {
      timeout: 4_000,
    });
    expect((await backend.auth.getSession())?.user.email).toBe(email);
    expect(await ideasNow()).toEqual([
      'A seed library at the station · mvp · {"step1":"complete"}',
      'Repair evenings for school laptops · - · {}',
    ]);
    await backend.auth.signOut();
  }, 45_000);

  it('refuses a damaged, foreign or too-large file in one sentence; nothing waits, and the account is made without it', async () => {
    const { user, router } = await open('/signup');
    await user.upload(chooser(), asFile('{"format": "clar'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This file could not be read: it is not a Clarity data file, or it is damaged\.$/,
    );
    await user.upload(chooser(), asFile('{"hello": 1}', 'notes.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^This is not a Clarity data file/);
    // The browser reports the size; the page refuses before reading a byte.
    const huge = asFile(copyText);
    Object.defineProperty(huge, 'size', { value: ACCOUNT_DATA_MAX_BYTES + 1 });
    await user.upload(chooser(), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This file is larger than 50 MB, too large to be a Clarity data file\.$/,
    );
    expect(waitingLine()).not.toBeInTheDocument();

    await createAccount(user, newAddress());
    expect(
      await screen.findByText('Taking you to Clarity...', {}, { timeout: 20_000 }),
    ).toBeVisible();
    expect(screen.queryByText(/Brought back/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4_000 });
    expect(await ideasNow()).toEqual([]);
    await backend.auth.signOut();
  }, 45_000);

  it('drops a waiting file on request, and the new account starts empty', async () => {
    const { user } = await open('/signup');
    await user.upload(chooser(), asFile(copyText));
    await user.click(screen.getByRole('button', { name: 'Don’t bring it back' }));
    expect(waitingLine()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bring back from a copy' })).toHaveFocus();

    await createAccount(user, newAddress());
    expect(
      await screen.findByText('Taking you to Clarity...', {}, { timeout: 20_000 }),
    ).toBeVisible();
    expect(await ideasNow()).toEqual([]);
    await backend.auth.signOut();
  }, 45_000);

  it('says a copy the database refuses was not brought back, adds nothing of it, and stays to be read', async () => {
    const file = JSON.parse(copyText) as { ideas: Array<Record<string, unknown>> };
    // The second idea's progress names a step state the database does not know.
    file.ideas[1]!.step_progress = { step1: 'finished' };
    const { user, router } = await open('/signup');
    await user.upload(chooser(), asFile(JSON.stringify(file)));
    await createAccount(user, newAddress());

    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      /^Your copy was not brought back, and nothing from it was added: .+ You can try again with 'Import data' under 'Your data' on your dashboard\.$/,
    );
    expect(screen.getByText("Account created! You're signed in on this device.")).toBeVisible();
    expect(screen.queryByText(/^Taking you to/)).not.toBeInTheDocument();
    expect(await ideasNow()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(router.state.location.pathname).toBe('/signup');
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/');
    await backend.auth.signOut();
  }, 45_000);
});

describe('bring back from a copy, on the login page', () => {
  it('brings the copy back once signed in, whichever came first, and the same copy again adds nothing', async () => {
    const email = newAddress();
    await backend.auth.signUp({ email, password: PASSWORD });
    await backend.auth.signOut();

    // A wrong password keeps the file waiting.
    const first = await open('/login');
    await typeThenChoose(first.user, email, 'fortran-1957');
    await first.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'Invalid login credentials. If this browser no longer has your account, create it again with Sign up and bring your copy back there.',
    );
    expect(waitingLine()).toHaveTextContent(
      'clarity-data-2026-11-29.json: 2 ideas, will be brought back when you sign in.',
    );
    await first.user.clear(screen.getByLabelText('Password'));
    await first.user.type(screen.getByLabelText('Password'), PASSWORD);
    framesAreMeasured();
    await first.user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Brought back 2 ideas from your copy.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toHaveFocus();
    expectFormsFrameKept('Sign in to pick up your ideas where you left them.');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/ideas'), {
      timeout: 4_000,
    });
    expect(await ideasNow()).toHaveLength(2);
    first.unmount();
    await backend.auth.signOut();

    // The file first, then the fields: everything in it is already here.
    const again = await open('/login');
    await again.user.upload(chooser(), asFile(copyText));
    await signIn(again.user, email);
    expect(
      await screen.findByText(
        'Every idea in your copy was already here: nothing was added.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(await ideasNow()).toEqual([
      'A seed library at the station · mvp · {"step1":"complete"}',
      'Repair evenings for school laptops · - · {}',
    ]);
    await backend.auth.signOut();
  }, 60_000);

  it('signs in without a copy as before: back to the page that asked', async () => {
    const { user, router } = await open('/login');
    await signIn(user, owner);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 20_000 });
    expect(screen.queryByText(/Brought back/)).not.toBeInTheDocument();
    await backend.auth.signOut();
  }, 30_000);
});

describe('Supabase mode', () => {
  it('offers no bring back: the ideas are kept in the account', async () => {
    await open('/signup', createSupabaseTestBackend());
    expect(screen.queryByRole('button', { name: 'Bring back from a copy' })).toBeNull();
  });

  it('offers none on the login page either', async () => {
    await open('/login', createSupabaseTestBackend());
    expect(screen.queryByRole('button', { name: 'Bring back from a copy' })).toBeNull();
  });
});
