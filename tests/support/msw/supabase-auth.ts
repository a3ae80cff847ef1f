import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createSupabaseBackend } from '@/lib/backend/supabase';

/**
 * A fake Supabase Auth (GoTrue) at the network edge. Each handler records what the app sent
 * (method, path, query, JSON body) in `calls`, so a test can assert the request, then answers
 * with what the test chose: a session, or GoTrue's own error shape.
 */
export const SUPABASE_TEST_URL = 'http://supabase.test';
const AUTH = `${SUPABASE_TEST_URL}/auth/v1`;

/** Supabase mode for a test: pass as `backend` to renderApp. */
export const createSupabaseTestBackend = () =>
  createSupabaseBackend({ url: SUPABASE_TEST_URL, anonKey: 'x'.repeat(40) });

export interface AuthCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An access token supabase-js can read (it decodes, the server verifies; nobody verifies here). */
export function fakeJwt(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: '00000000-0000-4000-8000-000000000001',
    role: 'authenticated',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.${base64url('not a real signature')}`;
}

export function makeGoTrueUser(overrides: Record<string, unknown> = {}) {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'ada@example.com',
    email_confirmed_at: '2025-01-02T03:04:05Z',
    last_sign_in_at: '2025-01-03T03:04:05Z',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-03T03:04:05Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: 'Ada Lovelace' },
    identities: [],
    ...overrides,
  };
}

export function makeGoTrueSession(user: Record<string, unknown> = makeGoTrueUser()) {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: fakeJwt({ sub: user.id, email: user.email }),
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-token-1234',
    user,
  };
}

/** GoTrue's error body, e.g. `goTrueError(400, 'invalid_credentials', 'Invalid login credentials')`. */
export const goTrueError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code: status, error_code: code, msg: message }, { status });

type Reply = () => Response | Promise<Response>;
const json = (body: JsonBodyType) => () => HttpResponse.json(body);

/** The handlers, bound to one list of recorded calls. */
export function fakeGoTrue(calls: AuthCall[] = []) {
  const record = async (request: Request): Promise<AuthCall> => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    const call: AuthCall = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    calls.push(call);
    return call;
  };
  /** POST /token answers per grant type; another grant falls through to the next handler. */
  const token = (grantType: string, reply: Reply) =>
    http.post(`${AUTH}/token`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('grant_type') !== grantType) return undefined;
      await record(request);
      return reply();
    });

  return {
    calls,
    signInWithPassword: (reply: Reply = json(makeGoTrueSession())) => token('password', reply),
    exchangeCode: (reply: Reply = json(makeGoTrueSession())) => token('pkce', reply),
    refresh: (reply: Reply = json(makeGoTrueSession())) => token('refresh_token', reply),
    /** With e-mail confirmation on, GoTrue answers sign-up with the user and no session. */
    signUp: (
      reply: Reply = json(makeGoTrueUser({ email_confirmed_at: null, last_sign_in_at: null })),
    ) =>
      http.post(`${AUTH}/signup`, async ({ request }) => {
        await record(request);
        return reply();
      }),
    recover: (reply: Reply = json({})) =>
      http.post(`${AUTH}/recover`, async ({ request }) => {
        await record(request);
        return reply();
      }),
    getUser: (reply: Reply = json(makeGoTrueUser())) =>
      http.get(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return reply();
      }),
    updateUser: (reply: Reply = json(makeGoTrueUser())) =>
      http.put(`${AUTH}/user`, async ({ request }) => {
        await record(request);
        return reply();
      }),
    logout: (reply: Reply = () => new HttpResponse(null, { status: 204 })) =>
      http.post(`${AUTH}/logout`, async ({ request }) => {
        await record(request);
        return reply();
      }),
  };
}
