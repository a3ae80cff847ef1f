import { chatRequest, parseTaskRequest } from '@/lib/ai/tasks';
import { ACCOUNT } from '../../fixtures/supabase';
import { validClarification } from '../../fixtures/ai';
import { createFakeAi, type FakeAi } from '../ai/fake-ai';
import { goTrueError, jwtClaims, makeGoTrueSession, makeGoTrueUser, postgrestError } from './wire';

/**
 * A small, stateful Supabase, faked once against the Fetch API: GoTrue under /auth/v1, PostgREST
 * under /rest/v1 and the `ai` Edge Function (task requests checked and turned into chat requests
 * with the contract the real function uses, then answered by the fake AI), in the shapes supabase-js
 * 2.109 and the real servers use. It knows one account (ACCOUNT) and keeps that account's ideas
 * and guides in memory. Only what the app calls is there; any other request is answered 404 and
 * listed in `unexpected`, so a test notices when the app starts calling something new.
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

export interface IdeaRow {
  id: string;
  user_id: string;
  idea_text: string;
  structured_data: unknown;
  status: string;
  parked_from?: string | null;
  tags: string[];
  selected_next_step: string | null;
  step_progress: Record<string, string>;
  created_at: string;
  updated_at: string;
}

export interface GuideItemRow {
  item_key: string;
  title: string | null;
  estimate_minutes: number | null;
  done: boolean;
  seconds_spent: number;
}

interface StoredSubStep {
  title: string;
  minutes: number | null;
  done: boolean;
  seconds: number;
  subSteps?: StoredSubStep[];
}

export interface PortfolioRow {
  user_id: string;
  focus_idea_id: string | null;
  last_triage: unknown;
  shelf_hidden: Record<string, string>;
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
  /** The account's `portfolios` row, once saved. */
  portfolio: PortfolioRow | null;
  /** Stored guides by `${idea_id}:${kind}`. */
  guides: Map<string, unknown>;
  /** Rows of `public.guide_items` by `${idea_id}:${kind}:${item_key}`. */
  guideItems: Map<string, GuideItemRow>;
  /** Feedback sent through `submit_feedback`, visitors' included, as the RPC received it. */
  feedback: Record<string, unknown>[];
  /** Every request the fake answered (or failed on purpose), in order. */
  calls: FakeSupabaseCall[];
  /** Requests to paths the fake does not know. */
  unexpected: string[];
  /** The fake AI behind the `ai` Edge Function. */
  ai: FakeAi;
  /** Adds an idea of the account, newest first, and returns it. */
  seedIdea(fields: Partial<IdeaRow> & { idea_text: string }): IdeaRow;
  /** How many answered calls reached `endpoint` with the given mode. */
  count(endpoint: FakeSupabaseEndpoint, mode?: FakeSupabaseMode): number;
  handle(request: Request): Promise<Response>;
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
    else if (operator === 'in') {
      const allowed = value.slice(1, -1).split(',');
      result = result.filter((row) => allowed.includes(String(row[field])));
    } else if (operator === 'lte')
      result = result.filter((row) => Date.parse(String(row[field])) <= Date.parse(value));
    else if (operator === 'imatch') {
      const pattern = new RegExp(value, 'iu');
      result = result.filter((row) => pattern.test(String(row[field])));
    } else if (operator === 'cs') {
      const wanted = value
        .slice(1, -1)
        .split(',')
        .map((tag) => tag.replace(/^"|"$/g, ''));
      result = result.filter((row) => wanted.every((tag) => row.tags.includes(tag)));
    } else throw new Error(`fake Supabase: filter ${column}=${filter} is not faked`);
  }
  return result;
}

/**
 * PostgREST's view of the caller: the account with a live access token, a visitor (the anon
 * key), or a token that has run out, which PostgREST refuses outright.
 */
function callerOf(request: Request): 'account' | 'anon' | 'expired' {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
  const claims = jwtClaims(token) as { role?: string; exp?: number } | null;
  if (claims?.role !== 'authenticated') return 'anon';
  return (claims.exp ?? 0) * 1000 < Date.now() ? 'expired' : 'account';
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

/** How many steps an idea shows: its stored guide's (at most five), or five (as the migration). */
function stepCountOf(guide: unknown): number {
  const steps = (guide as { steps?: unknown } | undefined)?.steps;
  return Array.isArray(steps) && steps.length > 0 ? Math.min(steps.length, 5) : 5;
}

const stepsComplete = (progress: Record<string, string>, count: number) =>
  Array.from({ length: count }, (_, index) => progress[`step${index + 1}`]).every(
    (state) => state === 'complete',
  );

export function createFakeSupabase({
  ai = createFakeAi('ok'),
}: { ai?: FakeAi } = {}): FakeSupabase {
  const fake: FakeSupabase = {
    modes: {},
    ideas: [],
    portfolio: null,
    guides: new Map(),
    guideItems: new Map(),
    feedback: [],
    calls: [],
    unexpected: [],
    ai,
    seedIdea(fields) {
      const now = new Date(Date.now() - fake.ideas.length * 60_000).toISOString();
      const row: IdeaRow = {
        id: crypto.randomUUID(),
        user_id: ACCOUNT.id,
        structured_data: storedClarification(),
        status: 'clarified',
        parked_from: null,
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
    handle,
  };

  const newestFirst = () =>
    [...fake.ideas].sort(
      (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
    );

  /** The `ideas_remember_parked_from` trigger: where a parked idea came from, as the migration keeps it. */
  const setStatus = (row: IdeaRow, status: string) => {
    if (status === 'parked')
      row.parked_from = row.status === 'parked' ? row.parked_from : row.status;
    else row.parked_from = null;
    row.status = status;
  };

  async function answerOk(endpoint: FakeSupabaseEndpoint, request: Request): Promise<Response> {
    const url = new URL(request.url);
    const params = url.searchParams;
    if (url.pathname.startsWith('/rest/v1/')) {
      const caller = callerOf(request);
      if (caller === 'expired') return postgrestError(401, 'PGRST303', 'JWT expired');
      // submit_feedback is the one function a visitor may call.
      if (caller === 'anon' && endpoint !== 'feedback') {
        // Row-level security: a visitor sees no rows and may write none.
        if (request.method === 'GET' || request.method === 'HEAD')
          return endpoint === 'getIdea' ||
            endpoint === 'listIdeas' ||
            endpoint === 'guides' ||
            endpoint === 'guideItems' ||
            endpoint === 'getPortfolio'
            ? Response.json([])
            : postgrestError(401, '42501', 'permission denied for function user_stats');
        return postgrestError(
          401,
          '42501',
          `new row violates row-level security policy for table "${url.pathname.split('/').pop()}"`,
        );
      }
    }
    const wantsObject = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
    const rows = (list: unknown[], status = 200) =>
      Response.json(wantsObject ? list[0] : list, { status });
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
      case 'listIdeas': {
        const byUpdate = params.get('order')?.startsWith('updated_at.desc');
        const all = applyFilters(
          byUpdate
            ? [...fake.ideas].sort((a, b) => b.updated_at.localeCompare(a.updated_at))
            : newestFirst(),
          params,
        );
        const offset = Number(params.get('offset') ?? 0);
        const limit = params.has('limit') ? Number(params.get('limit')) : all.length;
        return rows(all.slice(offset, offset + limit));
      }
      case 'getIdea':
        return rows(applyFilters(fake.ideas, params));
      case 'countIdeas': {
        const total = applyFilters(fake.ideas, params).length;
        return empty(200, { 'content-range': `${total === 0 ? '*' : `0-${total - 1}`}/${total}` });
      }
      case 'createIdea': {
        const input = (await request.json()) as Partial<IdeaRow>;
        const now = new Date().toISOString();
        const row: IdeaRow = {
          id: crypto.randomUUID(),
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
        return rows([row], 201);
      }
      case 'updateIdea': {
        const changes = (await request.json()) as Partial<IdeaRow>;
        const matched = applyFilters(fake.ideas, params);
        for (const row of matched) {
          const { status, ...rest } = changes;
          Object.assign(row, rest, { updated_at: new Date().toISOString() });
          if (status !== undefined) setStatus(row, status);
        }
        return rows(matched);
      }
      case 'deleteIdea': {
        const gone = new Set(applyFilters(fake.ideas, params).map((row) => row.id));
        fake.ideas = fake.ideas.filter((row) => !gone.has(row.id));
        if (fake.portfolio?.focus_idea_id && gone.has(fake.portfolio.focus_idea_id))
          fake.portfolio.focus_idea_id = null;
        for (const key of [...fake.guides.keys()])
          if (gone.has(key.split(':')[0]!)) fake.guides.delete(key);
        for (const key of [...fake.guideItems.keys()])
          if (gone.has(key.split(':')[0]!)) fake.guideItems.delete(key);
        return empty(204);
      }
      case 'guideItems':
        return guideItems(request);
      case 'guides': {
        if (request.method === 'GET') {
          const key = `${params.get('idea_id')?.slice(3)}:${params.get('kind')?.slice(3)}`;
          const guide = fake.guides.get(key);
          return rows(guide ? [{ guide }] : []);
        }
        const row = (await request.json()) as { idea_id: string; kind: string; guide: unknown };
        fake.guides.set(`${row.idea_id}:${row.kind}`, row.guide);
        return empty(201);
      }
      case 'stepProgress': {
        // public.set_step_progress: one key (or every step) changed, the status recomputed.
        const args = (await request.json()) as {
          idea_id: string;
          step_key: string | null;
          state: string;
        };
        const row = fake.ideas.find((idea) => idea.id === args.idea_id);
        if (!row)
          return postgrestError(
            406,
            'PGRST116',
            'JSON object requested, multiple (or no) rows returned',
            'The result contains 0 rows',
          );
        const count = stepCountOf(fake.guides.get(`${row.id}:${row.selected_next_step}`));
        const progress = { ...row.step_progress };
        if (args.step_key) progress[args.step_key] = args.state;
        else
          for (let n = 1; n <= (args.state === 'complete' ? count : 5); n += 1)
            progress[`step${n}`] = args.state;
        row.step_progress = progress;
        setStatus(
          row,
          stepsComplete(progress, count)
            ? 'completed'
            : row.status === 'completed' ||
                Object.values(progress).some((state) => state !== 'not_started')
              ? 'in_progress'
              : row.status,
        );
        row.updated_at = new Date().toISOString();
        return rows([row]);
      }
      case 'chooseStep': {
        // public.choose_step: the same step keeps its ticks, another starts afresh.
        const args = (await request.json()) as { idea_id: string; step: string };
        const row = fake.ideas.find((idea) => idea.id === args.idea_id);
        if (!row)
          return postgrestError(
            406,
            'PGRST116',
            'JSON object requested, multiple (or no) rows returned',
            'The result contains 0 rows',
          );
        const keep =
          row.selected_next_step === args.step && Object.keys(row.step_progress).length > 0;
        const progress = keep ? row.step_progress : { step1: 'in_progress' };
        row.selected_next_step = args.step;
        row.step_progress = progress;
        const count = stepCountOf(fake.guides.get(`${row.id}:${args.step}`));
        setStatus(row, stepsComplete(progress, count) ? 'completed' : 'in_progress');
        row.updated_at = new Date().toISOString();
        return rows([row]);
      }
      case 'stats':
        return Response.json({
          ideasClarified: fake.ideas.length,
          guidesCompleted: fake.ideas.filter((idea) =>
            stepsComplete(
              idea.step_progress,
              stepCountOf(fake.guides.get(`${idea.id}:${idea.selected_next_step}`)),
            ),
          ).length,
          feedbackGiven: fake.feedback.filter((row) => row.user_id === ACCOUNT.id).length,
        });
      case 'feedback': {
        const row = (await request.json()) as Record<string, unknown>;
        // Like the function: the sender is the session's, never a field of the request.
        fake.feedback.push({
          ...row,
          user_id: callerOf(request) === 'account' ? ACCOUNT.id : null,
        });
        return Response.json(crypto.randomUUID());
      }
      case 'getPortfolio':
        return rows(fake.portfolio ? [fake.portfolio] : []);
      case 'savePortfolio': {
        const input = (await request.json()) as Partial<PortfolioRow>;
        if (input.focus_idea_id && !fake.ideas.some((idea) => idea.id === input.focus_idea_id))
          return postgrestError(
            403,
            '42501',
            'new row violates row-level security policy for table "portfolios"',
          );
        fake.portfolio = {
          ...(fake.portfolio ?? {
            user_id: ACCOUNT.id,
            focus_idea_id: null,
            last_triage: null,
            shelf_hidden: {},
          }),
          ...input,
          user_id: ACCOUNT.id,
        };
        return rows([fake.portfolio], 201);
      }
      case 'deleteMyData':
        fake.portfolio = null;
        fake.ideas = [];
        fake.guides.clear();
        fake.guideItems.clear();
        fake.feedback = fake.feedback.filter((row) => row.user_id !== ACCOUNT.id);
        return empty(204);
      case 'ai':
        return aiFunction(fake.ai, request);
    }
  }

  /**
   * `public.guide_items` and its three functions, as the migration defines them: one item changed
   * per call, nothing for a guide that is not stored.
   */
  async function guideItems(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const params = url.searchParams;
    if (request.method === 'GET') {
      const prefix = `${params.get('idea_id')?.slice(3)}:${params.get('kind')?.slice(3)}:`;
      return Response.json(
        [...fake.guideItems.entries()]
          .filter(([key]) => key.startsWith(prefix))
          .map(([, row]) => row)
          .sort((a, b) => a.item_key.localeCompare(b.item_key)),
      );
    }
    const args = (await request.json()) as {
      idea_id: string;
      kind: string;
      item_key?: string;
      done?: boolean;
      seconds?: number;
      parent_key?: string;
      sub_steps?: StoredSubStep[];
    };
    const guide = `${args.idea_id}:${args.kind}`;
    const known = fake.guides.has(guide);
    const fn = url.pathname.split('/').pop();
    if (fn === 'replace_sub_steps') {
      if (!known) return Response.json(false);
      const parent = args.parent_key!;
      const below = new RegExp(`^${parent.replaceAll('.', '\\.')}\\.[1-7]`);
      for (const key of [...fake.guideItems.keys()])
        if (key.startsWith(`${guide}:`) && below.test(key.slice(guide.length + 1)))
          fake.guideItems.delete(key);
      const write = (parentKey: string, subSteps: StoredSubStep[]) =>
        subSteps.forEach((subStep, index) => {
          const item_key = `${parentKey}.${index + 1}`;
          fake.guideItems.set(`${guide}:${item_key}`, {
            item_key,
            title: subStep.title,
            estimate_minutes: subStep.minutes,
            done: subStep.done,
            seconds_spent: subStep.seconds,
          });
          write(item_key, subStep.subSteps ?? []);
        });
      write(parent, args.sub_steps!);
      return Response.json(true);
    }
    const key = `${guide}:${args.item_key}`;
    const existing = fake.guideItems.get(key);
    const isSubStep = /^s[1-5](\.[1-7]){1,2}$/.test(args.item_key ?? '');
    if (!known || (isSubStep && !existing)) return Response.json([]);
    const row: GuideItemRow = existing ?? {
      item_key: args.item_key!,
      title: null,
      estimate_minutes: null,
      done: false,
      seconds_spent: 0,
    };
    if (fn === 'set_guide_item_done') row.done = args.done!;
    else row.seconds_spent += args.seconds!;
    fake.guideItems.set(key, row);
    return Response.json([row]);
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
    if (!endpoint) {
      const url = new URL(request.url);
      fake.unexpected.push(`${request.method} ${url.pathname}${url.search}`);
      return Response.json({ message: 'not faked' }, { status: 404 });
    }
    const mode = fake.modes[endpoint] ?? 'ok';
    fake.calls.push({ endpoint, method: request.method, url: request.url, mode });
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
