import { http, HttpResponse } from 'msw';
import { createSupabaseBackend } from '@/lib/backend/supabase';
import { supabaseSessionKey } from '@/lib/backend/session-keys';
import { endpointOf, type FakeSupabase, type FakeSupabaseEndpoint } from './fake-supabase';
import { makeGoTrueSession, makeGoTrueUser } from './wire';

/**
 * The fake Supabase (./fake-supabase.ts) for the component tests, as msw handlers:
 * - `supabaseHandlers(fake, restCalls?)`: the whole stateful fake at SUPABASE_TEST_URL, its
 *   PostgREST executing on the real migrations; `restCalls` also collects what the app sent to
 *   /rest/v1, so a test can assert the request while the database answers it;
 * - `fakeGoTrue()`: one GoTrue endpoint at a time, answering with what the test chose (a session,
 *   GoTrue's error shape…) and recording what the app sent.
 */
export const SUPABASE_TEST_URL = 'http://supabase.test';
const REST_URL = `${SUPABASE_TEST_URL}/rest/v1`;

/** Supabase mode for a test: pass as `backend` to renderApp. */
export const createSupabaseTestBackend = () =>
  createSupabaseBackend({ url: SUPABASE_TEST_URL, anonKey: 'x'.repeat(40) });

export interface RestCall {
  method: string;
  /** After `/rest/v1/`, e.g. `ideas` or `rpc/user_stats`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** What the app sent to `/rest/v1`, read from a copy so the fake still gets the body. */
async function restCallOf(request: Request): Promise<RestCall> {
  const url = new URL(request.url);
  const text =
    request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  return {
    method: request.method,
    path: url.pathname.slice(new URL(REST_URL).pathname.length + 1),
    query: url.searchParams,
    headers: request.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

/**
 * Every request to the project, answered by the stateful fake; each /rest/v1 request is also added
 * to `restCalls` when given.
 */
export const supabaseHandlers = (fake: FakeSupabase, restCalls?: RestCall[]) =>
  http.all(`${SUPABASE_TEST_URL}/*`, async ({ request }) => {
    if (restCalls && request.url.startsWith(`${REST_URL}/`))
      restCalls.push(await restCallOf(request));
    return fake.handle(request);
  });

export interface AuthCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Reply = () => Response | Promise<Response>;
const json = (body: unknown) => () => Response.json(body);

/** The handlers, bound to one list of recorded calls. */
export function fakeGoTrue(calls: AuthCall[] = []) {
  /** Answers requests for `endpoint`; any other falls through to the next handler. */
  const answer = (endpoint: FakeSupabaseEndpoint, reply: Reply) =>
    http.all(`${SUPABASE_TEST_URL}/auth/v1/*`, async ({ request }) => {
      if (endpointOf(request) !== endpoint) return undefined;
      const url = new URL(request.url);
      const text = await request.clone().text();
      calls.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      return reply();
    });

  return {
    calls,
    signInWithPassword: (reply: Reply = json(makeGoTrueSession())) => answer('signIn', reply),
    exchangeCode: (reply: Reply = json(makeGoTrueSession())) => answer('exchangeCode', reply),
    refresh: (reply: Reply = json(makeGoTrueSession())) => answer('refresh', reply),
    /** With e-mail confirmation on, GoTrue answers sign-up with the user and no session. */
    signUp: (
      reply: Reply = json(makeGoTrueUser({ email_confirmed_at: null, last_sign_in_at: null })),
    ) => answer('signUp', reply),
    recover: (reply: Reply = json({})) => answer('recover', reply),
    getUser: (reply: Reply = json(makeGoTrueUser())) => answer('user', reply),
    updateUser: (reply: Reply = json(makeGoTrueUser())) => answer('updateUser', reply),
    logout: (reply: Reply = () => new HttpResponse(null, { status: 204 })) =>
      answer('logout', reply),
  };
}

/**
 * A signed-in Supabase session, stored where supabase-js looks for it, so the client starts
 * signed in without a network call. Returns the session.
 */
export function storeSupabaseSession(session = makeGoTrueSession()) {
  localStorage.setItem(supabaseSessionKey(SUPABASE_TEST_URL), JSON.stringify(session));
  return session;
}
