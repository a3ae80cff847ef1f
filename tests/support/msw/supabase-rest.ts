import { http, HttpResponse, type JsonBodyType } from 'msw';
import { makeGoTrueSession, SUPABASE_TEST_URL } from './supabase-auth';

/**
 * A fake PostgREST (Supabase's REST API) at the network edge. Every request the app sends is
 * recorded — method, path, query, headers, JSON body — so a test can assert exactly what went out,
 * and answered with what the test chose, including PostgREST's own error shape.
 */
export const REST_URL = `${SUPABASE_TEST_URL}/rest/v1`;

export interface RestCall {
  method: string;
  /** After `/rest/v1/`, e.g. `ideas` or `rpc/user_stats`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = (call: RestCall) => Response | Promise<Response>;

/** One handler for every REST path; `reply` answers, `calls` collects what was sent. */
export function fakePostgrest(reply: Reply, calls: RestCall[] = []) {
  const handler = http.all(`${REST_URL}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const text =
      request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const call: RestCall = {
      method: request.method,
      path: url.pathname.slice(new URL(REST_URL).pathname.length + 1),
      query: url.searchParams,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    calls.push(call);
    return reply(call);
  });
  return { handler, calls };
}

export const restJson = (body: JsonBodyType, init?: ResponseInit) => HttpResponse.json(body, init);

/** PostgREST's error body, e.g. `postgrestError(400, '23514', 'new row ... violates check constraint "x"')`. */
export const postgrestError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
) => HttpResponse.json({ code, message, details, hint: null }, { status });

/**
 * A signed-in Supabase session, stored where supabase-js looks for it (`sb-<project>-auth-token`),
 * so the client starts signed in without a network call. Returns the session.
 */
export function storeSupabaseSession(session = makeGoTrueSession()) {
  localStorage.setItem(
    `sb-${new URL(SUPABASE_TEST_URL).hostname.split('.')[0]}-auth-token`,
    JSON.stringify(session),
  );
  return session;
}
