import { jwtVerify, type JWTPayload } from 'jose';
import {
  chatRequest,
  parseTaskRequest,
  TASK_REQUEST_MAX_BYTES,
  type TaskRequest,
} from '@/lib/ai/tasks.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { clientAddress, UNKNOWN_ADDRESS } from './client-address.ts';

/**
 * The `ai` Edge Function: `POST …/ai/tasks` with a task request (`{ task: 'clarify' | 'guide' |
 * 'breakdown' | 'triage', … }`), answered with the provider's stream of chat-completion chunks.
 * The browser names a task and its data; the messages, the model, the temperature and the token
 * cap are built here from the prompt module the browser uses on its direct routes
 * (src/lib/ai/tasks.ts, docs/decisions/031-task-requests-and-one-prompt-module.md), so the
 * provider key serves these tasks and nothing else.
 *
 * It lets through only callers with a valid Supabase JWT, counts each request against the
 * caller's hourly limit and the global budgets (docs/decisions/032-limits-that-hold.md), and never
 * passes the provider's own words on: every error is the function's, as JSON in OpenAI's shape
 * (`{ error: { message, type, code } }`) so the SDK in the browser reads it like a provider's.
 *
 * Everything it needs comes in through `AiFunctionConfig`, so tests run it against a fake upstream
 * with an in-memory limiter; `index.ts` wires the real ones from the environment.
 */

/**
 * The largest valid task request, computed from the task's own limits (src/lib/ai/tasks.ts): a
 * triage of seven ideas in CJK text is about 123 KB, and the cap allows for the worst JSON
 * escaping of every character.
 */
export const MAX_BODY_BYTES = TASK_REQUEST_MAX_BYTES;
/** Each signed-in user, and each visitor address (IPv6: each /64), per hour. */
export const RATE_LIMIT_PER_HOUR = 30;
/** All visitors together, per hour. */
export const VISITOR_BUDGET_PER_HOUR = 300;
/** Everyone together, per hour: new accounts cannot multiply the provider bill without end. */
export const TOTAL_BUDGET_PER_HOUR = 1_000;

export const VISITORS_BUCKET = 'visitors';
export const ALL_BUCKET = 'all';

export interface RateCheck {
  bucket: string;
  limit: number;
}

export interface RateDecision {
  allowed: boolean;
  /** When refused: seconds until a slot frees up. */
  retryAfterSeconds: number;
  /** When refused: the bucket that had no room (the longest wait when several had none). */
  refusedBucket?: string | null;
}

export interface RateLimiter {
  /** Counts one request in every bucket if each has room, else in none. */
  hit(checks: readonly RateCheck[]): Promise<RateDecision>;
}

export interface AiFunctionConfig {
  /** OpenAI-compatible base URL, e.g. https://api.openai.com/v1. */
  upstreamBaseUrl: string;
  providerKey: string;
  /** The model every task uses. */
  model: string;
  /** Origins allowed by CORS; `*` allows any. */
  allowedOrigins: readonly string[];
  verifyJwt: (token: string) => Promise<JWTPayload>;
  rateLimiter: RateLimiter;
  /** The one header the platform's edge proxy sets to the client's address. */
  clientIpHeader: string;
  perCallerPerHour?: number;
  visitorBudgetPerHour?: number;
  totalBudgetPerHour?: number;
}

/** The openai SDK's own request headers, echoed when a preflight asks for them. */
const SDK_REQUEST_HEADERS = /^(x-stainless-[a-z0-9-]+|openai-[a-z0-9-]+)$/i;
/** The SDK reads these to decide on retries; a browser hides them unless exposed. */
const SDK_RETRY_HEADERS = ['retry-after', 'retry-after-ms', 'x-should-retry'];

function jsonError(
  cors: Headers,
  status: number,
  message: string,
  code: string,
  extra: Record<string, string> = {},
): Response {
  const headers = new Headers(cors);
  headers.set('content-type', 'application/json');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const type = status >= 500 ? 'server_error' : 'invalid_request_error';
  return new Response(JSON.stringify({ error: { message, type, code } }), { status, headers });
}

/** The body, read up to the cap; null when it is larger. */
async function readCapped(request: Request): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body;
}

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

type Caller = { kind: 'user'; bucket: string } | { kind: 'visitor'; bucket: string };

let warnedAboutMissingAddress = false;

async function authenticate(
  config: AiFunctionConfig,
  request: Request,
  cors: Headers,
): Promise<Checked<Caller>> {
  const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token)
    return { ok: false, response: jsonError(cors, 401, 'Sign-in token missing.', 'missing_token') };
  let claims: JWTPayload;
  try {
    claims = await config.verifyJwt(token);
  } catch {
    return {
      ok: false,
      response: jsonError(cors, 401, 'Sign-in token invalid or expired.', 'invalid_token'),
    };
  }
  if (claims.role === 'authenticated' && typeof claims.sub === 'string' && claims.sub) {
    return { ok: true, value: { kind: 'user', bucket: `user:${claims.sub}` } };
  }
  if (claims.role === 'anon') {
    const address = clientAddress(request, config.clientIpHeader);
    if (address === UNKNOWN_ADDRESS && !warnedAboutMissingAddress) {
      warnedAboutMissingAddress = true;
      console.warn(
        `ai: no client address in the ${config.clientIpHeader} header; visitors without one share a single limit (set AI_CLIENT_IP_HEADER).`,
      );
    }
    return { ok: true, value: { kind: 'visitor', bucket: `ip:${address}` } };
  }
  return {
    ok: false,
    response: jsonError(cors, 401, 'This token cannot use the AI.', 'invalid_role'),
  };
}

function rateChecks(config: AiFunctionConfig, caller: Caller): RateCheck[] {
  const checks: RateCheck[] = [
    { bucket: caller.bucket, limit: config.perCallerPerHour ?? RATE_LIMIT_PER_HOUR },
  ];
  if (caller.kind === 'visitor') {
    checks.push({
      bucket: VISITORS_BUCKET,
      limit: config.visitorBudgetPerHour ?? VISITOR_BUDGET_PER_HOUR,
    });
  }
  checks.push({ bucket: ALL_BUCKET, limit: config.totalBudgetPerHour ?? TOTAL_BUDGET_PER_HOUR });
  return checks;
}

const FORMAT_REJECTION = /response_format|json_schema|json_object|structured output|json mode/i;

/**
 * The function's own answer to a provider error: its status and text are logged here, never sent
 * on. A refused response format keeps a 400 naming `response_format`, which is what makes the
 * browser step down to the next format (src/lib/ai/complete.ts).
 */
async function upstreamError(
  cors: Headers,
  upstream: Response,
  task: TaskRequest,
): Promise<Response> {
  const text = (await upstream.text().catch(() => '')).slice(0, 2_000);
  console.error(`ai: the provider answered ${upstream.status} to a ${task.task} task`, text);
  const noRetry = { 'x-should-retry': 'false' };
  if (upstream.status === 400 && FORMAT_REJECTION.test(text)) {
    return jsonError(
      cors,
      400,
      `The AI provider does not support response_format "${task.format ?? 'json_schema'}".`,
      'response_format_unsupported',
      noRetry,
    );
  }
  if (upstream.status === 429) {
    const wait = Number(upstream.headers.get('retry-after'));
    return jsonError(
      cors,
      503,
      'The AI service is busy. Please try again in a moment.',
      'upstream_busy',
      Number.isInteger(wait) && wait > 0 && wait <= 3600 ? { 'retry-after': String(wait) } : {},
    );
  }
  if (upstream.status >= 500) {
    return jsonError(cors, 502, 'The AI service answered with an error.', 'upstream_error');
  }
  if ([401, 403, 404].includes(upstream.status)) {
    return jsonError(
      cors,
      502,
      'The AI service refused the function: its key or model needs checking.',
      'upstream_refused',
      noRetry,
    );
  }
  return jsonError(
    cors,
    502,
    'The AI service could not handle this request.',
    'upstream_rejected',
    noRetry,
  );
}

const STREAM_ERROR = {
  error: {
    message: 'The AI service stopped answering.',
    type: 'server_error',
    code: 'upstream_error',
  },
};

/** One `data:` line of the provider's stream, rebuilt with only what the browser reads. */
function sanitizedEvent(data: string): string | null {
  if (data === '[DONE]') return 'data: [DONE]\n\n';
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const chunk = parsed as { error?: unknown; choices?: unknown };
  if (chunk.error !== undefined) {
    console.error('ai: the provider failed mid-stream', data.slice(0, 2_000));
    return `data: ${JSON.stringify(STREAM_ERROR)}\n\n`;
  }
  if (!Array.isArray(chunk.choices)) return null;
  const choices = chunk.choices.map((choice: unknown, index: number) => {
    const { delta, finish_reason } = (choice ?? {}) as {
      delta?: { content?: unknown };
      finish_reason?: unknown;
    };
    return {
      index,
      delta: typeof delta?.content === 'string' ? { content: delta.content } : {},
      finish_reason: typeof finish_reason === 'string' ? finish_reason : null,
    };
  });
  return `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices })}\n\n`;
}

/**
 * The provider's Server-Sent Events, passed on as they arrive but rebuilt event by event: the
 * answer's text and finish reasons go through; ids, usage, comments and error texts do not.
 */
function sanitizeStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pending = '';
  const emit = (line: string, controller: TransformStreamDefaultController<Uint8Array>) => {
    const match = line.match(/^data:\s?(.*)$/);
    if (!match) return;
    const event = sanitizedEvent(match[1]!.trim());
    if (event) controller.enqueue(encoder.encode(event));
  };
  return body.pipeThrough(new TextDecoderStream()).pipeThrough(
    new TransformStream<string, Uint8Array>({
      transform(text, controller) {
        pending += text;
        const lines = pending.split(/\r?\n/);
        pending = lines.pop() ?? '';
        for (const line of lines) emit(line, controller);
      },
      flush(controller) {
        if (pending) emit(pending, controller);
      },
    }),
  );
}

export function createHandler(config: AiFunctionConfig) {
  const upstreamUrl = `${config.upstreamBaseUrl.replace(/\/+$/, '')}/chat/completions`;

  return async function handle(request: Request): Promise<Response> {
    const cors = corsHeaders(request, {
      allowedOrigins: config.allowedOrigins,
      extraRequestHeaders: SDK_REQUEST_HEADERS,
      exposedHeaders: SDK_RETRY_HEADERS,
    });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') {
      return jsonError(cors, 405, 'Only POST is supported.', 'method_not_allowed', {
        allow: 'POST, OPTIONS',
      });
    }
    if (!new URL(request.url).pathname.endsWith('/tasks')) {
      return jsonError(cors, 404, 'Only /tasks is served here.', 'not_found');
    }

    const caller = await authenticate(config, request, cors);
    if (!caller.ok) return caller.response;

    const raw = await readCapped(request);
    if (raw === null) {
      return jsonError(
        cors,
        413,
        `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`,
        'body_too_large',
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return jsonError(cors, 400, 'The request body is not valid JSON.', 'invalid_json');
    }
    const parsed = parseTaskRequest(body);
    if (!parsed.ok) return jsonError(cors, 400, parsed.message, 'invalid_request');
    const task = parsed.request;

    let decision: RateDecision;
    try {
      decision = await config.rateLimiter.hit(rateChecks(config, caller.value));
    } catch (error) {
      console.error('ai: rate limiter failed', error);
      return jsonError(
        cors,
        503,
        'The AI is unavailable for a moment. Please try again.',
        'rate_limiter_unavailable',
      );
    }
    if (!decision.allowed) {
      const shared = [VISITORS_BUCKET, ALL_BUCKET].includes(decision.refusedBucket ?? '');
      const limit = config.perCallerPerHour ?? RATE_LIMIT_PER_HOUR;
      return jsonError(
        cors,
        429,
        shared
          ? 'The AI has had too many requests this hour. Please try again later.'
          : `Limit of ${limit} AI requests an hour reached. Please try again later.`,
        shared ? 'busy' : 'rate_limited',
        // The wait is usually minutes: tell the SDK not to retry at once.
        { 'retry-after': String(decision.retryAfterSeconds), 'x-should-retry': 'false' },
      );
    }

    let upstream: Response;
    try {
      upstream = await fetch(upstreamUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.providerKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(chatRequest(task, config.model)),
        // The browser leaving the screen cancels the provider's work too.
        signal: request.signal,
      });
    } catch (error) {
      console.error('ai: upstream unreachable', error);
      return jsonError(cors, 502, 'The AI service could not be reached.', 'upstream_unreachable');
    }
    if (!upstream.ok || !upstream.body) return upstreamError(cors, upstream, task);

    const headers = new Headers(cors);
    headers.set('content-type', 'text/event-stream');
    headers.set('cache-control', 'no-cache');
    return new Response(sanitizeStream(upstream.body), { status: 200, headers });
  };
}

/** An HS256 verifier for the project's JWT secret. */
export function hs256Verifier(secret: string): (token: string) => Promise<JWTPayload> {
  const key = new TextEncoder().encode(secret);
  return async (token) => (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
}

/** A limiter in memory: for tests and for `supabase functions serve` without a database. */
export function createMemoryRateLimiter(windowMs = 60 * 60 * 1000): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(checks) {
      const now = Date.now();
      let refused: RateDecision | null = null;
      for (const { bucket, limit } of checks) {
        const recent = (hits.get(bucket) ?? []).filter((at) => at > now - windowMs);
        hits.set(bucket, recent);
        if (recent.length < limit) continue;
        const frees = recent[Math.max(recent.length - Math.max(limit, 1), 0)] ?? now;
        const wait = Math.max(1, Math.ceil((frees + windowMs - now) / 1000));
        if (!refused || wait > refused.retryAfterSeconds) {
          refused = { allowed: false, retryAfterSeconds: wait, refusedBucket: bucket };
        }
      }
      if (refused) return Promise.resolve(refused);
      for (const { bucket } of checks) hits.get(bucket)!.push(now);
      return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    },
  };
}
