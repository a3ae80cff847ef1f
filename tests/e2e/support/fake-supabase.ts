import { randomUUID } from 'node:crypto';
import type { Page, Request, Route } from '@playwright/test';
import { supabaseSessionKey } from '../../../src/lib/backend/session-keys';
import { E2E_SUPABASE_URL } from '../../../playwright.config';
import { fakeClarification, fakeMvpGuide, sseBody } from './fake-ai';

/**
 * A small, stateful Supabase at the network edge of the Supabase-mode e2e build
 * (tests/e2e/supabase): GoTrue under /auth/v1, PostgREST under /rest/v1 and the `ai` Edge
 * Function, answered with `page.route` in the shapes supabase-js 2.109 and the real servers use.
 * It knows one account (ACCOUNT) and keeps that account's ideas and guides in memory. Only what the
 * specs need is there; any other request is answered 404 and listed in `unexpected`, so a test
 * notices when the app starts calling something new.
 *
 * Each endpoint can be switched at any moment:
 * - `ok`: answers like Supabase.
 * - `server-error`: a 500 with the server's JSON error body (PostgREST's or GoTrue's shape).
 * - `network`: the request fails before any answer (`route.abort('failed')`), as a dropped
 *   connection, a DNS failure or a CORS refusal look to the page.
 * - `hang`: never answered.
 * - `refused`: GoTrue's 400 for a refresh token it no longer knows (refresh only): the session is over.
 */
export type FakeSupabaseMode = 'ok' | 'server-error' | 'network' | 'hang' | 'refused';

export type FakeSupabaseEndpoint =
  | 'signIn'
  | 'refresh'
  | 'user'
  | 'logout'
  | 'signUp'
  | 'listIdeas'
  | 'getIdea'
  | 'countIdeas'
  | 'createIdea'
  | 'updateIdea'
  | 'deleteIdea'
  | 'guides'
  | 'stats'
  | 'feedback'
  | 'ai';

export const ACCOUNT = {
  id: '3b5c1f0e-8a4d-4c2b-9e7f-1a2b3c4d5e6f',
  email: 'ada@example.com',
  password: 'supabase-e2e-2718',
} as const;

/** Where the app's supabase-js keeps the session for this project. */
export const SESSION_STORAGE_KEY = supabaseSessionKey(E2E_SUPABASE_URL);

export interface IdeaRow {
  id: string;
  user_id: string;
  idea_text: string;
  structured_data: unknown;
  status: string;
  tags: string[];
  selected_next_step: string | null;
  step_progress: Record<string, string>;
  created_at: string;
  updated_at: string;
}

export interface FakeSupabaseCall {
  endpoint: FakeSupabaseEndpoint;
  method: string;
  url: string;
  mode: FakeSupabaseMode;
}

export interface FakeSupabase {
  /** The mode of each endpoint; anything not listed is `ok`. */
  modes: Partial<Record<FakeSupabaseEndpoint, FakeSupabaseMode>>;
  /** The account's ideas as the database holds them. */
  ideas: IdeaRow[];
  /** Stored guides by `${idea_id}:${kind}`. */
  guides: Map<string, unknown>;
  /** Every request the fake answered (or failed on purpose), in order. */
  calls: FakeSupabaseCall[];
  /** Requests to paths the fake does not know. */
  unexpected: string[];
  /** Adds an idea of the account, newest first, and returns it. */
  seedIdea(fields: Partial<IdeaRow> & { idea_text: string }): IdeaRow;
  /** How many answered calls reached `endpoint` with the given mode. */
  count(endpoint: FakeSupabaseEndpoint, mode?: FakeSupabaseMode): number;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
  // supabase-js reads the total of a count from Content-Range.
  'access-control-expose-headers': 'content-range, x-supabase-api-version',
};

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/** An access token supabase-js can decode; nobody checks its signature here. */
const accessToken = (expiresAt: number) =>
  [
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url(
      JSON.stringify({
        sub: ACCOUNT.id,
        email: ACCOUNT.email,
        role: 'authenticated',
        aud: 'authenticated',
        iat: expiresAt - 3600,
        exp: expiresAt,
      }),
    ),
    base64url('e2e-not-verified'),
  ].join('.');

const goTrueUser = () => ({
  id: ACCOUNT.id,
  aud: 'authenticated',
  role: 'authenticated',
  email: ACCOUNT.email,
  email_confirmed_at: '2026-01-02T03:04:05Z',
  last_sign_in_at: new Date().toISOString(),
  created_at: '2026-01-01T00:00:00Z',
  updated_at: new Date().toISOString(),
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { full_name: 'Ada Lovelace' },
  identities: [],
});

/** A GoTrue session as /token answers it (and as supabase-js stores it). */
export function goTrueSession(expiresInSeconds = 3600) {
  const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return {
    access_token: accessToken(expiresAt),
    token_type: 'bearer',
    expires_in: expiresInSeconds,
    expires_at: expiresAt,
    refresh_token: `refresh-${randomUUID()}`,
    user: goTrueUser(),
  };
}

const goTrueError = (status: number, errorCode: string, message: string): Answer => ({
  status,
  body: { code: status, error_code: errorCode, msg: message },
});

const postgrestError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code, message, details: null, hint: null },
});

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A raw text body (the AI's event stream). */
  text?: string;
}

/** PostgREST's filters the app uses, applied to the in-memory rows. */
function applyFilters(rows: IdeaRow[], params: URLSearchParams): IdeaRow[] {
  let result = rows;
  for (const [column, filter] of params) {
    if (['select', 'order', 'offset', 'limit', 'on_conflict', 'columns'].includes(column)) continue;
    const dot = filter.indexOf('.');
    const operator = filter.slice(0, dot);
    const value = filter.slice(dot + 1);
    const field = column as keyof IdeaRow;
    if (operator === 'eq') result = result.filter((row) => String(row[field]) === value);
    else if (operator === 'imatch') {
      const pattern = new RegExp(value, 'iu');
      result = result.filter((row) => pattern.test(String(row[field])));
    } else if (operator === 'cs') {
      const wanted = value
        .slice(1, -1)
        .split(',')
        .map((tag) => tag.replace(/^"|"$/g, ''));
      result = result.filter((row) => wanted.every((tag) => row.tags.includes(tag)));
    } else throw new Error(`fake-supabase: filter ${column}=${filter} is not faked`);
  }
  return result;
}

/** Installs the fake on the page. Call before the page's first request to Supabase. */
export async function fakeSupabase(page: Page): Promise<FakeSupabase> {
  const fake: FakeSupabase = {
    modes: {},
    ideas: [],
    guides: new Map(),
    calls: [],
    unexpected: [],
    seedIdea(fields) {
      const now = new Date(Date.now() - fake.ideas.length * 60_000).toISOString();
      const row: IdeaRow = {
        id: randomUUID(),
        user_id: ACCOUNT.id,
        structured_data: {
          problem: fakeClarification.problem,
          audience: fakeClarification.targetAudience,
          uniqueValue: fakeClarification.uniqueValue,
          format: fakeClarification.format,
          challenges: fakeClarification.challenges,
        },
        status: 'clarified',
        tags: [],
        selected_next_step: null,
        step_progress: {},
        created_at: now,
        updated_at: now,
        ...fields,
      };
      fake.ideas.push(row);
      return row;
    },
    count: (endpoint, mode) =>
      fake.calls.filter((call) => call.endpoint === endpoint && (!mode || call.mode === mode))
        .length,
  };

  const newestFirst = () =>
    [...fake.ideas].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
    );

  /** The endpoint a request is for, or null when the fake does not know it. */
  const endpointOf = (request: Request, url: URL): FakeSupabaseEndpoint | null => {
    const method = request.method();
    const path = url.pathname;
    if (path === '/auth/v1/token') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return 'signIn';
      if (grant === 'refresh_token') return 'refresh';
      return null;
    }
    if (path === '/auth/v1/user') return 'user';
    if (path === '/auth/v1/logout') return 'logout';
    if (path === '/auth/v1/signup') return 'signUp';
    if (path === '/rest/v1/ideas') {
      if (method === 'HEAD') return 'countIdeas';
      if (method === 'GET') return url.searchParams.has('id') ? 'getIdea' : 'listIdeas';
      if (method === 'POST') return 'createIdea';
      if (method === 'PATCH') return 'updateIdea';
      if (method === 'DELETE') return 'deleteIdea';
    }
    if (path === '/rest/v1/idea_guides') return 'guides';
    if (path === '/rest/v1/rpc/user_stats') return 'stats';
    if (path === '/rest/v1/feedback') return 'feedback';
    if (path === '/functions/v1/ai/chat/completions') return 'ai';
    return null;
  };

  /**
   * PostgREST's view of the caller: the account with a live access token, a visitor (the anon
   * key), or a token that has run out, which PostgREST refuses outright.
   */
  const callerOf = (request: Request): 'account' | 'anon' | 'expired' => {
    const token = (request.headers()['authorization'] ?? '').replace(/^Bearer /, '');
    try {
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        role?: string;
        exp?: number;
      };
      if (claims.role !== 'authenticated') return 'anon';
      return (claims.exp ?? 0) * 1000 < Date.now() ? 'expired' : 'account';
    } catch {
      return 'anon';
    }
  };

  const answerOk = (endpoint: FakeSupabaseEndpoint, request: Request, url: URL): Answer => {
    const params = url.searchParams;
    if (url.pathname.startsWith('/rest/v1/')) {
      const caller = callerOf(request);
      if (caller === 'expired') return postgrestError(401, 'PGRST303', 'JWT expired');
      if (caller === 'anon' && endpoint !== 'feedback') {
        // Row-level security: a visitor sees no rows and may write none.
        if (request.method() === 'GET' || request.method() === 'HEAD')
          return endpoint === 'getIdea' || endpoint === 'listIdeas' || endpoint === 'guides'
            ? { status: 200, body: [] }
            : postgrestError(401, '42501', 'permission denied for function user_stats');
        return postgrestError(
          401,
          '42501',
          `new row violates row-level security policy for table "${url.pathname.split('/').pop()}"`,
        );
      }
    }
    const wantsObject = (request.headers()['accept'] ?? '').includes('vnd.pgrst.object');
    const rows = (list: unknown[]): Answer => ({
      status: 200,
      body: wantsObject ? list[0] : list,
    });
    switch (endpoint) {
      case 'signIn': {
        const { email, password } = request.postDataJSON() as { email: string; password: string };
        if (email !== ACCOUNT.email || password !== ACCOUNT.password)
          return goTrueError(400, 'invalid_credentials', 'Invalid login credentials');
        return { status: 200, body: goTrueSession() };
      }
      case 'refresh':
        return { status: 200, body: goTrueSession() };
      case 'user':
        return { status: 200, body: goTrueUser() };
      case 'logout':
        return { status: 204 };
      case 'signUp':
        return { status: 200, body: { ...goTrueUser(), email_confirmed_at: null } };
      case 'listIdeas': {
        const all = applyFilters(newestFirst(), params);
        const offset = Number(params.get('offset') ?? 0);
        const limit = params.has('limit') ? Number(params.get('limit')) : all.length;
        return rows(all.slice(offset, offset + limit));
      }
      case 'getIdea':
        return rows(applyFilters(fake.ideas, params));
      case 'countIdeas': {
        const total = applyFilters(fake.ideas, params).length;
        return {
          status: 200,
          headers: { 'content-range': `${total === 0 ? '*' : `0-${total - 1}`}/${total}` },
        };
      }
      case 'createIdea': {
        const input = request.postDataJSON() as Partial<IdeaRow>;
        const now = new Date().toISOString();
        const row: IdeaRow = {
          id: randomUUID(),
          user_id: ACCOUNT.id,
          idea_text: String(input.idea_text),
          structured_data: input.structured_data ?? null,
          status: input.status ?? 'draft',
          tags: input.tags ?? [],
          selected_next_step: null,
          step_progress: {},
          created_at: now,
          updated_at: now,
        };
        fake.ideas.push(row);
        return { ...rows([row]), status: 201 };
      }
      case 'updateIdea': {
        const changes = request.postDataJSON() as Partial<IdeaRow>;
        const matched = applyFilters(fake.ideas, params);
        for (const row of matched)
          Object.assign(row, changes, { updated_at: new Date().toISOString() });
        return rows(matched);
      }
      case 'deleteIdea': {
        const gone = new Set(applyFilters(fake.ideas, params).map((row) => row.id));
        fake.ideas = fake.ideas.filter((row) => !gone.has(row.id));
        for (const key of [...fake.guides.keys()])
          if (gone.has(key.split(':')[0]!)) fake.guides.delete(key);
        return { status: 204 };
      }
      case 'guides': {
        if (request.method() === 'GET') {
          const key = `${params.get('idea_id')?.slice(3)}:${params.get('kind')?.slice(3)}`;
          const guide = fake.guides.get(key);
          return rows(guide ? [{ guide }] : []);
        }
        const row = request.postDataJSON() as { idea_id: string; kind: string; guide: unknown };
        fake.guides.set(`${row.idea_id}:${row.kind}`, row.guide);
        return { status: 201 };
      }
      case 'stats':
        return {
          status: 200,
          body: {
            ideasClarified: fake.ideas.length,
            guidesCompleted: fake.ideas.reduce(
              (sum, idea) =>
                sum + Object.values(idea.step_progress).filter((s) => s === 'complete').length,
              0,
            ),
            feedbackGiven: 0,
          },
        };
      case 'feedback':
        return { status: 201 };
      case 'ai': {
        const body = request.postDataJSON() as { max_tokens: number };
        return {
          status: 200,
          headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
          text: sseBody(body.max_tokens > 800 ? fakeMvpGuide : fakeClarification),
        };
      }
    }
  };

  const serverError = (endpoint: FakeSupabaseEndpoint): Answer => {
    if (endpoint === 'ai') return { status: 500, text: '' };
    if (['signIn', 'refresh', 'user', 'logout', 'signUp'].includes(endpoint))
      return goTrueError(500, 'unexpected_failure', 'Internal Server Error');
    // What PostgREST says when PostgreSQL is down or a statement fails unexpectedly.
    return postgrestError(500, 'XX000', 'internal error');
  };

  const waitForever = (request: Request) =>
    new Promise<void>((resolve) => {
      page.on('requestfailed', (failed) => failed === request && resolve());
      page.on('close', () => resolve());
    });

  await page.route(`${E2E_SUPABASE_URL}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    const url = new URL(request.url());
    const endpoint = endpointOf(request, url);
    if (!endpoint) {
      fake.unexpected.push(`${request.method()} ${url.pathname}${url.search}`);
      await route.fulfill({ status: 404, headers: cors, json: { message: 'not faked' } });
      return;
    }
    const mode = fake.modes[endpoint] ?? 'ok';
    fake.calls.push({ endpoint, method: request.method(), url: request.url(), mode });
    if (mode === 'network') {
      await route.abort('failed');
      return;
    }
    if (mode === 'hang') {
      await waitForever(request);
      return;
    }
    const answer: Answer =
      mode === 'server-error'
        ? serverError(endpoint)
        : mode === 'refused' && endpoint === 'refresh'
          ? goTrueError(
              400,
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            )
          : answerOk(endpoint, request, url);
    const headers = { ...cors, ...answer.headers };
    if (answer.text !== undefined) {
      await route.fulfill({ status: answer.status, headers, body: answer.text });
    } else if (answer.body === undefined) {
      await route.fulfill({ status: answer.status, headers });
    } else {
      await route.fulfill({ status: answer.status, headers, json: answer.body });
    }
  });
  return fake;
}
