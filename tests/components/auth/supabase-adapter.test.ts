import { createClient, type Session } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/domain/errors';
import { createSupabaseAuth, toAuthSession, toBackendError } from '@/lib/backend/supabase/auth';
import { server } from '../../support/msw/server';
import { fakeGoTrue, SUPABASE_TEST_URL } from '../../support/fakes/supabase/msw';
import { goTrueError, makeGoTrueSession, makeGoTrueUser } from '../../support/fakes/supabase/wire';

const ORIGIN = 'https://clarity.example';

function makeAuth() {
  const client = createClient(SUPABASE_TEST_URL, 'x'.repeat(40), {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  const navigate = vi.fn<(url: string) => void>();
  return { auth: createSupabaseAuth(client, { navigate, origin: () => ORIGIN }), navigate };
}

describe('the Supabase auth adapter', () => {
  it('sends Google sign-in through the PKCE flow, back to /dashboard', async () => {
    const { auth, navigate } = makeAuth();
    await auth.signInWithGoogle();
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${SUPABASE_TEST_URL}/auth/v1/authorize`);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('redirect_to')).toBe(`${ORIGIN}/dashboard`);
    expect(url.searchParams.get('code_challenge_method')).toBe('s256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('maps the session and user explicitly, keeping only the fields the app uses', () => {
    const raw = makeGoTrueSession(
      makeGoTrueUser({
        user_metadata: {
          full_name: 'Ada Lovelace',
          avatar_url: 'https://img.example/ada.png',
          iss: 'x',
        },
        app_metadata: { provider: 'google', providers: ['google'] },
      }),
    );
    const session = toAuthSession(
      raw as unknown as Session,
    ); /* GoTrue JSON, as supabase-js parses it */
    expect(session).toEqual({
      access_token: raw.access_token,
      refresh_token: 'refresh-token-1234',
      expires_at: raw.expires_at,
      user: {
        id: '00000000-0000-4000-8000-000000000001',
        email: 'ada@example.com',
        user_metadata: { full_name: 'Ada Lovelace', avatar_url: 'https://img.example/ada.png' },
        app_metadata: { provider: 'google' },
        email_confirmed_at: '2025-01-02T03:04:05Z',
        created_at: '2025-01-01T00:00:00Z',
        last_sign_in_at: '2025-01-03T03:04:05Z',
      },
    });
  });

  it('signs in, reports the events in the port’s words, updates the profile and signs out', async () => {
    const goTrue = fakeGoTrue();
    server.use(
      goTrue.signInWithPassword(),
      goTrue.updateUser(() =>
        HttpResponse.json(makeGoTrueUser({ user_metadata: { full_name: 'Countess Ada' } })),
      ),
      goTrue.logout(),
    );
    const { auth } = makeAuth();
    const events: string[] = [];
    const stop = await auth.onAuthStateChange((event, session) =>
      events.push(`${event}:${session ? 'session' : 'none'}`),
    );

    const session = await auth.signInWithPassword({
      email: 'ada@example.com',
      password: 'analytical',
    });
    expect(session.user.email).toBe('ada@example.com');
    expect((await auth.getSession())?.access_token).toBe(session.access_token);

    const user = await auth.updateProfile({ fullName: ' Countess Ada ' });
    expect(user.user_metadata.full_name).toBe('Countess Ada');
    expect(goTrue.calls.find((call) => call.method === 'PUT')?.body).toEqual(
      expect.objectContaining({ data: { full_name: 'Countess Ada' } }),
    );

    await auth.signOut();
    expect(await auth.getSession()).toBeNull();
    expect(goTrue.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /auth/v1/token',
      'PUT /auth/v1/user',
      'POST /auth/v1/logout',
    ]);
    await vi.waitFor(() =>
      expect(events).toEqual([
        'INITIAL_SESSION:none',
        'SIGNED_IN:session',
        'USER_UPDATED:session',
        'SIGNED_OUT:none',
      ]),
    );
    stop();
  });

  it('keeps the session when signing out fails, and says so', async () => {
    const goTrue = fakeGoTrue();
    server.use(
      goTrue.signInWithPassword(),
      goTrue.logout(() => HttpResponse.json({ msg: 'down' }, { status: 503 })),
    );
    const { auth } = makeAuth();
    await auth.signInWithPassword({ email: 'ada@example.com', password: 'analytical' });
    await expect(auth.signOut()).rejects.toMatchObject({
      message: 'An unexpected error occurred. Please try again.',
    });
    expect(await auth.getSession()).not.toBeNull();
  });

  it('answers "nobody" for the user when there is no session', async () => {
    const { auth } = makeAuth();
    await expect(auth.getUser()).resolves.toBeNull();
  });

  it('changes a password only after the auth server accepts the current one', async () => {
    const goTrue = fakeGoTrue();
    let currentIsRight = false;
    server.use(
      goTrue.signInWithPassword(() =>
        currentIsRight
          ? HttpResponse.json(makeGoTrueSession())
          : goTrueError(400, 'invalid_credentials', 'Invalid login credentials'),
      ),
      goTrue.updateUser(),
    );
    const { auth } = makeAuth();
    currentIsRight = true;
    await auth.signInWithPassword({ email: 'ada@example.com', password: 'analytical' });
    currentIsRight = false;

    await expect(
      auth.changePassword({ currentPassword: 'guessed', newPassword: 'a-new-secret' }),
    ).rejects.toMatchObject({ message: 'Your current password is not correct.' });
    expect(goTrue.calls.some((call) => call.method === 'PUT')).toBe(false);

    currentIsRight = true;
    await auth.changePassword({ currentPassword: 'analytical', newPassword: 'a-new-secret' });
    expect(goTrue.calls.at(-1)).toEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/auth/v1/user',
        body: expect.objectContaining({
          password: 'a-new-secret',
          current_password: 'analytical',
        }),
      }),
    );
  });

  it('says what to do when the auth server wants a fresh sign-in first', async () => {
    const goTrue = fakeGoTrue();
    server.use(
      goTrue.signInWithPassword(),
      goTrue.updateUser(() =>
        goTrueError(401, 'reauthentication_needed', 'Password update requires reauthentication'),
      ),
    );
    const { auth } = makeAuth();
    await auth.signInWithPassword({ email: 'ada@example.com', password: 'analytical' });
    await expect(
      auth.changePassword({ currentPassword: null, newPassword: 'a-new-secret' }),
    ).rejects.toMatchObject({
      message: 'For your safety, sign out and sign in again, then change your password.',
    });
  });

  it('deletes the account through the delete-account function, then forgets the session', async () => {
    const goTrue = fakeGoTrue();
    const asked: { authorization: string | null; body: unknown }[] = [];
    server.use(
      goTrue.signInWithPassword(),
      // What the auth server answers a sign-out of an account that no longer exists.
      goTrue.logout(() => goTrueError(404, 'user_not_found', 'User not found')),
      http.post(`${SUPABASE_TEST_URL}/functions/v1/delete-account`, async ({ request }) => {
        const body = (await request.json()) as { password?: string };
        asked.push({ authorization: request.headers.get('authorization'), body });
        return body.password === 'analytical'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json(
              {
                error: { message: 'Your current password is not correct.', code: 'wrong_password' },
              },
              { status: 403 },
            );
      }),
    );
    const { auth } = makeAuth();
    const session = await auth.signInWithPassword({
      email: 'ada@example.com',
      password: 'analytical',
    });

    await expect(auth.deleteAccount('guessed')).rejects.toMatchObject({
      message: 'Your current password is not correct.',
      status: 403,
    });
    expect(await auth.getSession()).not.toBeNull();

    await auth.deleteAccount('analytical');
    expect(asked.at(-1)).toEqual({
      authorization: `Bearer ${session.access_token}`,
      body: { password: 'analytical' },
    });
    expect(await auth.getSession()).toBeNull();
  });

  it('says the generic message when the delete-account function cannot be reached', async () => {
    server.use(
      fakeGoTrue().signInWithPassword(),
      http.post(`${SUPABASE_TEST_URL}/functions/v1/delete-account`, () => HttpResponse.error()),
    );
    const { auth } = makeAuth();
    await auth.signInWithPassword({ email: 'ada@example.com', password: 'analytical' });
    await expect(auth.deleteAccount('analytical')).rejects.toMatchObject({
      message: 'An unexpected error occurred. Please try again.',
    });
    expect(await auth.getSession()).not.toBeNull();
  });

  it('opens a recovery link once however often it is asked', async () => {
    localStorage.setItem(
      'sb-supabase-auth-token-code-verifier',
      JSON.stringify('the-verifier/recovery'),
    );
    const goTrue = fakeGoTrue();
    server.use(goTrue.exchangeCode());
    const { auth } = makeAuth();
    const link = { code: 'one-time-code' };
    const [first, second] = await Promise.all([
      auth.openRecoveryLink(link),
      auth.openRecoveryLink(link),
    ]);
    expect(first).toBe(second);
    expect(goTrue.calls).toHaveLength(1);
  });

  it('keeps the auth server’s words and code, and hides faults behind the generic message', () => {
    const refusal = toBackendError(
      Object.assign(new Error('Email not confirmed'), {
        __isAuthError: true,
        status: 400,
        code: 'email_not_confirmed',
        name: 'AuthApiError',
      }),
    );
    expect(refusal).toMatchObject({
      message: 'Email not confirmed',
      code: 'email_not_confirmed',
      status: 400,
    });

    const fault = toBackendError(
      Object.assign(new Error('relation "auth.users" does not exist'), {
        __isAuthError: true,
        status: 500,
        name: 'AuthApiError',
      }),
    );
    expect(fault.message).toBe('An unexpected error occurred. Please try again.');
    expect(toBackendError(new TypeError('x is undefined')).message).toBe(
      'An unexpected error occurred. Please try again.',
    );
    const own = new BackendError('Already worded');
    expect(toBackendError(own)).toBe(own);
  });

  it('shows GoTrue’s message for a refused sign-up', async () => {
    server.use(
      http.post(`${SUPABASE_TEST_URL}/auth/v1/signup`, () =>
        goTrueError(422, 'user_already_exists', 'User already registered'),
      ),
    );
    const { auth } = makeAuth();
    await expect(
      auth.signUp({ email: 'ada@example.com', password: 'analytical' }),
    ).rejects.toMatchObject({
      message: 'User already registered',
      code: 'user_already_exists',
      status: 422,
    });
  });
});
