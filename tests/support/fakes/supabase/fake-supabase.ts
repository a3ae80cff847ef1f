import { chatRequest, parseTaskRequest } from '@/lib/ai/tasks';
import { ACCOUNT } from '../../fixtures/supabase';
import { validClarification } from '../../fixtures/ai';
import { createFakeAi, type FakeAi } from '../ai/fake-ai';
import type { PGlite } from '@electric-sql/pglite';
import type { GuideItemRow, IdeaRow as StoredIdeaRow, PortfolioRow } from '@/lib/backend/data/rows';
import { fakeDatabase, resetFakeDatabase } from './database';
import { answerPostgrest } from './postgrest';
import { goTrueError, makeGoTrueSession, makeGoTrueUser, postgrestError } from './wire';

/**
 * A stateful Supabase, faked once against the Fetch API: GoTrue under /auth/v1 (in memory, one
 * account: ACCOUNT), PostgREST under /rest/v1 executed on PGlite with the real migrations
 * (./postgrest.ts, docs/decisions/073-an-executing-fake-postgrest.md), and the `ai` Edge Function
 * (task requests checked and turned into chat requests with the contract the real function uses,
 * then answered by the fake AI), in the shapes supabase-js 2.109 and the real servers use. A request
 * to a path the app is not known to call is still answered, and listed in `unexpected`, so a test
 * notices when the app starts calling something new.
 *
 * Each endpoint can be switched at any moment:
 * - `ok`: answers like Supabase.
 * - `server-error`: a 500 with the server's JSON error body (PostgREST's or GoTrue's shape).
 * - `network`: the request fails before any answer (`Response.error()`), as a dropped
 *   connection, a DNS failure or a CORS refusal look to the page.
 * - `hang`: never answered.
 * - `refused`: GoTrue's 400 for a refresh token it no longer knows (refresh only): the session is over.
 */
export type FakeSupabaseMode = 'ok' | 'server-error' | 'network' | 'hang' | 'refused';

export type FakeSupabaseEndpoint =
  | 'signIn'
  | 'exchangeCode'
  | 'refresh'
  | 'user'
  | 'updateUser'
  | 'logout'
  | 'signUp'
  | 'recover'
  | 'listIdeas'
  | 'getIdea'
  | 'countIdeas'
  | 'createIdea'
  | 'updateIdea'
  | 'deleteIdea'
  | 'guides'
  | 'guideItems'
  | 'stepProgress'
  | 'chooseStep'
  | 'stats'
  | 'feedback'
  | 'deleteMyData'
  | 'getPortfolio'
  | 'savePortfolio'
  | 'ai';

const AUTH_ENDPOINTS: readonly FakeSupabaseEndpoint[] = [
  'signIn',
  'exchangeCode',
  'refresh',
  'user',
  'updateUser',
  'logout',
  'signUp',
  'recover',
];

const TOKEN_GRANTS: Record<string, FakeSupabaseEndpoint> = {
  password: 'signIn',
  pkce: 'exchangeCode',
  refresh_token: 'refresh',
};

/** The endpoint a request to a Supabase project is for, or null when the fake does not know it. */
export function endpointOf(request: Request): FakeSupabaseEndpoint | null {
  const url = new URL(request.url);
  const { method } = request;
  switch (url.pathname) {
    case '/auth/v1/token':
      return method === 'POST'
        ? (TOKEN_GRANTS[url.searchParams.get('grant_type') ?? ''] ?? null)
        : null;
    case '/auth/v1/user':
      return method === 'GET' ? 'user' : method === 'PUT' ? 'updateUser' : null;
    case '/auth/v1/logout':
      return method === 'POST' ? 'logout' : null;
    case '/auth/v1/signup':
      return method === 'POST' ? 'signUp' : null;
    case '/auth/v1/recover':
      return method === 'POST' ? 'recover' : null;
    case '/rest/v1/ideas':
      if (method === 'HEAD') return 'countIdeas';
      if (method === 'GET') return url.searchParams.has('id') ? 'getIdea' : 'listIdeas';
      if (method === 'POST') return 'createIdea';
      if (method === 'PATCH') return 'updateIdea';
      if (method === 'DELETE') return 'deleteIdea';
      return null;
    case '/rest/v1/idea_guides':
      return 'guides';
    case '/rest/v1/guide_items':
      return method === 'GET' ? 'guideItems' : null;
    case '/rest/v1/rpc/set_guide_item_done':
    case '/rest/v1/rpc/add_guide_item_time':
    case '/rest/v1/rpc/replace_sub_steps':
      return method === 'POST' ? 'guideItems' : null;
    case '/rest/v1/portfolios':
      return method === 'GET' ? 'getPortfolio' : method === 'POST' ? 'savePortfolio' : null;
    case '/rest/v1/rpc/hide_from_shelf':
    case '/rest/v1/rpc/unhide_from_shelf':
    case '/rest/v1/rpc/restore_shelf_hidden':
      return method === 'POST' ? 'savePortfolio' : null;
    case '/rest/v1/rpc/user_stats':
      return 'stats';
    case '/rest/v1/rpc/set_step_progress':
      return method === 'POST' ? 'stepProgress' : null;
    case '/rest/v1/rpc/choose_step':
      return method === 'POST' ? 'chooseStep' : null;
    case '/rest/v1/rpc/submit_feedback':
      return method === 'POST' ? 'feedback' : null;
    case '/rest/v1/rpc/delete_my_data':
      return method === 'POST' ? 'deleteMyData' : null;
    case '/functions/v1/ai/tasks':
      return method === 'POST' ? 'ai' : null;
    default:
      return null;
  }
}

export type { GuideItemRow, PortfolioRow };

/** An idea as stored, its progress map read as one (the database's check keeps it so). */
export type IdeaRow = Omit<StoredIdeaRow, 'step_progress'> & {
  step_progress: Record<string, string>;
};

export interface FakeSupabaseCall {
  endpoint: FakeSupabaseEndpoint | null;
  method: string;
  url: string;
  mode: FakeSupabaseMode;
}

/** A seeded idea: the text, and any other column as stored. */
export type IdeaSeed = Partial<IdeaRow> & { idea_text: string };

export interface FakeSupabase {
  /** The mode of each endpoint; anything not listed is `ok`. */
  modes: Partial<Record<FakeSupabaseEndpoint, FakeSupabaseMode>>;
  /** Every request the fake answered (or failed on purpose), in order. */
  calls: FakeSupabaseCall[];
  /** Requests to paths the app is not known to call (still answered). */
  unexpected: string[];
  /** The fake AI behind the `ai` Edge Function. */
  ai: FakeAi;
  /** The database, emptied for this fake and holding only ACCOUNT, once ready. */
  database(): Promise<PGlite>;
  /** A query as the database's owner (no RLS): for setting the scene and looking behind it. */
  sql<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Adds an idea of the account, each one older than the one before, and returns it as stored. */
  seedIdea(fields: IdeaSeed): Promise<IdeaRow>;
  /** Stores a guide (`{ steps, extras }`) of the account's idea. */
  seedGuide(ideaId: string, kind: string, guide: unknown): Promise<void>;
  /** The account's ideas as stored, newest first. */
  ideas(): Promise<IdeaRow[]>;
  /** One idea as stored, or undefined. */
  idea(id: string): Promise<IdeaRow | undefined>;
  /** The account's `portfolios` row, or null before one is saved. */
  portfolio(): Promise<PortfolioRow | null>;
  /** The rows of `public.guide_items`, in idea and key order. */
  guideItems(): Promise<GuideItemRow[]>;
  /** How many answered calls reached `endpoint` with the given mode. */
  count(endpoint: FakeSupabaseEndpoint, mode?: FakeSupabaseMode): number;
  handle(request: Request): Promise<Response>;
}

const empty = (status: number, headers?: Record<string, string>) =>
  new Response(null, { status, ...(headers ? { headers } : {}) });

const never = (signal: AbortSignal) =>
  new Promise<Response>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

const functionError = (status: number, message: string, code: string) =>
  Response.json({ error: { message, type: 'invalid_request_error', code } }, { status });

/**
 * The `ai` Edge Function as the app meets it: a task request is checked by the contract the real
 * function uses (src/lib/ai/tasks.ts) and refused with its 400 when it is not one; a valid task
 * becomes the chat request the function would send upstream, which the fake AI answers and records.
 */
async function aiFunction(ai: FakeAi, request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return functionError(400, 'The request body is not valid JSON.', 'invalid_json');
  }
  const parsed = parseTaskRequest(body);
  if (!parsed.ok) return functionError(400, parsed.message, 'invalid_request');
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return ai.handle(
    new Request(request.url.replace(/\/tasks$/, '/chat/completions'), {
      method: 'POST',
      headers,
      body: JSON.stringify(chatRequest(parsed.request, 'gpt-4o-mini')),
      signal: request.signal,
    }),
  );
}

/** The account's clarified idea as the database stores it (`audience`, no tags). */
const storedClarification = () => ({
  problem: validClarification.problem,
  audience: validClarification.targetAudience,
  uniqueValue: validClarification.uniqueValue,
  format: validClarification.format,
  challenges: validClarification.challenges,
});

/**
 * Opens (and migrates) the process's database ahead of the first test that needs it, so that
 * test's time is its own: for a `beforeAll`, or a Playwright worker fixture.
 */
export const warmFakeSupabase = async (): Promise<void> => {
  await fakeDatabase();
};

export function createFakeSupabase({
  ai = createFakeAi('ok'),
}: { ai?: FakeAi } = {}): FakeSupabase {
  // Opened (and emptied for this fake) on first use: a test that never reaches PostgREST never
  // starts a database.
  let ready: Promise<PGlite> | null = null;
  const database = () =>
    (ready ??= fakeDatabase().then(async (db) => {
      await resetFakeDatabase(db);
      return db;
    }));
  const sql = async <T>(text: string, params: unknown[] = []) =>
    (await (await database()).query<T>(text, params)).rows;
  /** Rows as PostgREST would render them (JSON: timestamps as ISO text). */
  const asJson = async <T>(text: string, params: unknown[] = []) =>
    (await sql<{ row: string }>(text, params)).map((row) => JSON.parse(row.row) as T);
  let seeded = 0;

  const fake: FakeSupabase = {
    modes: {},
    calls: [],
    unexpected: [],
    ai,
    database,
    sql,
    async seedIdea(fields) {
      const now = new Date(Date.now() - seeded * 60_000).toISOString();
      seeded += 1;
      const row = {
        user_id: ACCOUNT.id,
        structured_data: storedClarification(),
        status: 'clarified',
        created_at: now,
        updated_at: now,
        ...fields,
      };
      const columns = Object.keys(row).map((column) => `"${column}"`);
      const [stored] = await asJson<IdeaRow>(
        `insert into public.ideas (${columns.join(', ')})
         select ${columns.join(', ')} from json_populate_record(null::public.ideas, $1::json)
         returning row_to_json(ideas)::text as row`,
        [JSON.stringify(row)],
      );
      return stored!;
    },
    async seedGuide(ideaId, kind, guide) {
      await sql(
        `insert into public.idea_guides (idea_id, kind, guide) values ($1, $2, $3::jsonb)`,
        [ideaId, kind, JSON.stringify(guide)],
      );
    },
    ideas: () =>
      asJson<IdeaRow>(
        `select row_to_json(ideas)::text as row from public.ideas where user_id = $1
         order by created_at desc, id desc`,
        [ACCOUNT.id],
      ),
    idea: async (id) =>
      (
        await asJson<IdeaRow>(
          `select row_to_json(ideas)::text as row from public.ideas where id = $1`,
          [id],
        )
      )[0],
    portfolio: async () =>
      (
        await asJson<PortfolioRow>(
          `select json_build_object('user_id', user_id, 'focus_idea_id', focus_idea_id,
             'last_triage', last_triage, 'shelf_hidden', shelf_hidden)::text as row
           from public.portfolios where user_id = $1`,
          [ACCOUNT.id],
        )
      )[0] ?? null,
    guideItems: () =>
      asJson<GuideItemRow>(
        `select row_to_json(guide_items)::text as row from public.guide_items
         order by idea_id, kind, item_key`,
      ),
    count: (endpoint, mode) =>
      fake.calls.filter((call) => call.endpoint === endpoint && (!mode || call.mode === mode))
        .length,
    handle,
  };

  async function answerOk(
    endpoint: FakeSupabaseEndpoint | null,
    request: Request,
  ): Promise<Response> {
    if (new URL(request.url).pathname.startsWith('/rest/v1/'))
      return answerPostgrest(await database(), request);
    switch (endpoint) {
      case 'signIn': {
        const { email, password } = (await request.json()) as { email: string; password: string };
        if (email !== ACCOUNT.email || password !== ACCOUNT.password)
          return goTrueError(400, 'invalid_credentials', 'Invalid login credentials');
        return Response.json(makeGoTrueSession());
      }
      case 'exchangeCode':
      case 'refresh':
        return Response.json(makeGoTrueSession());
      case 'user':
      case 'updateUser':
        return Response.json(makeGoTrueUser());
      case 'logout':
        return empty(204);
      case 'signUp':
        // With e-mail confirmation on, GoTrue answers sign-up with the user and no session.
        return Response.json(makeGoTrueUser({ email_confirmed_at: null, last_sign_in_at: null }));
      case 'recover':
        return Response.json({});
      case 'ai':
        return aiFunction(fake.ai, request);
      default:
        return Response.json({ message: 'not faked' }, { status: 404 });
    }
  }

  function serverError(endpoint: FakeSupabaseEndpoint): Response {
    if (endpoint === 'ai') return empty(500);
    if (AUTH_ENDPOINTS.includes(endpoint))
      return goTrueError(500, 'unexpected_failure', 'Internal Server Error');
    // What PostgREST says when PostgreSQL is down or a statement fails unexpectedly.
    return postgrestError(500, 'XX000', 'internal error');
  }

  async function handle(request: Request): Promise<Response> {
    // A browser's CORS preflight; the browser adapter adds the headers.
    if (request.method === 'OPTIONS') return empty(204);
    const endpoint = endpointOf(request);
    const url = new URL(request.url);
    if (!endpoint) fake.unexpected.push(`${request.method} ${url.pathname}${url.search}`);
    const mode = (endpoint && fake.modes[endpoint]) ?? 'ok';
    fake.calls.push({ endpoint, method: request.method, url: request.url, mode });
    if (!endpoint || mode === 'ok') return answerOk(endpoint, request);
    if (mode === 'network') return Response.error();
    if (mode === 'hang') return never(request.signal);
    if (mode === 'server-error') return serverError(endpoint);
    if (mode === 'refused' && endpoint === 'refresh')
      return goTrueError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    return answerOk(endpoint, request);
  }

  return fake;
}
