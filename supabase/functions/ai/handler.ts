import { jwtVerify, type JWTPayload } from 'jose';

/**
 * The `ai` Edge Function: an OpenAI-compatible `POST …/chat/completions` pass-through for the
 * browser. It keeps the provider key as a secret, lets through only callers with a valid Supabase
 * JWT, only the configured models and only sane requests, and counts each caller against an hourly
 * limit. Errors are JSON in OpenAI's shape (`{ error: { message, type, code } }`) so the SDK in the
 * browser reads them like the provider's own.
 *
 * Everything it needs comes in through `AiFunctionConfig`, so tests run it against a fake upstream
 * with an in-memory limiter; `index.ts` wires the real ones from the environment.
 */

export const MAX_BODY_BYTES = 32 * 1024;
export const MAX_TOKENS_CAP = 1200;
export const RATE_LIMIT_PER_HOUR = 30;

export interface RateDecision {
  allowed: boolean;
  /** When refused: seconds until a slot frees up. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(bucket: string): Promise<RateDecision>;
}

export interface AiFunctionConfig {
  /** OpenAI-compatible base URL, e.g. https://api.openai.com/v1. */
  upstreamBaseUrl: string;
  providerKey: string;
  allowedModels: readonly string[];
  /** Origins allowed by CORS; `*` allows any. */
  allowedOrigins: readonly string[];
  verifyJwt: (token: string) => Promise<JWTPayload>;
  rateLimiter: RateLimiter;
}

export interface ConnInfo {
  remoteAddr?: { hostname?: string };
}

/** Only these request fields reach the provider: no tools, no n > 1, nothing that bills extra. */
const FORWARDED_FIELDS = [
  'model',
  'messages',
  'temperature',
  'top_p',
  'max_tokens',
  'max_completion_tokens',
  'stream',
  'stream_options',
  'response_format',
  'stop',
  'seed',
  'presence_penalty',
  'frequency_penalty',
] as const;

const ALLOWED_REQUEST_HEADER =
  /^(authorization|apikey|content-type|x-client-info|x-stainless-[a-z0-9-]+|openai-[a-z0-9-]+)$/i;

export function corsHeaders(config: AiFunctionConfig, request: Request): Headers {
  const headers = new Headers();
  const origin = request.headers.get('origin');
  if (config.allowedOrigins.includes('*')) headers.set('access-control-allow-origin', '*');
  else if (origin && config.allowedOrigins.includes(origin))
    headers.set('access-control-allow-origin', origin);
  headers.set('vary', 'Origin');
  headers.set('access-control-allow-methods', 'POST, OPTIONS');
  // The SDK sends its own x-stainless-* headers; echo those it asks for, if they are known kinds.
  const asked = (request.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => ALLOWED_REQUEST_HEADER.test(name));
  headers.set(
    'access-control-allow-headers',
    [
      ...new Set([
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        ...asked.map((h) => h.toLowerCase()),
      ]),
    ].join(', '),
  );
  // The SDK reads these to decide on retries; a browser hides them unless exposed.
  headers.set(
    'access-control-expose-headers',
    'retry-after, retry-after-ms, x-should-retry, x-request-id',
  );
  headers.set('access-control-max-age', '86400');
  return headers;
}

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
  return new Response(JSON.stringify({ error: { message, type: 'invalid_request_error', code } }), {
    status,
    headers,
  });
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

/**
 * The caller's address as the platform's proxies saw it, else the socket's. The headers a CDN sets
 * itself come first: the first x-forwarded-for entry is whatever the client claimed, so it is
 * trusted only when nothing better is there.
 */
function clientAddress(request: Request, info?: ConnInfo): string {
  const header = (name: string) => request.headers.get(name)?.split(',')[0]?.trim();
  return (
    header('cf-connecting-ip') ||
    header('x-real-ip') ||
    header('x-forwarded-for') ||
    info?.remoteAddr?.hostname ||
    'unknown'
  ).slice(0, 100);
}

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

async function authenticate(
  config: AiFunctionConfig,
  request: Request,
  cors: Headers,
  info?: ConnInfo,
): Promise<Checked<string>> {
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
    return { ok: true, value: `user:${claims.sub}` };
  }
  if (claims.role === 'anon') return { ok: true, value: `ip:${clientAddress(request, info)}` };
  return {
    ok: false,
    response: jsonError(cors, 401, 'This token cannot use the AI.', 'invalid_role'),
  };
}

function validate(
  config: AiFunctionConfig,
  body: unknown,
  cors: Headers,
): Checked<Record<string, unknown>> {
  const bad = (message: string, code = 'invalid_request') => ({
    ok: false as const,
    response: jsonError(cors, 400, message, code),
  });
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return bad('The request body must be a JSON object.');
  const input = body as Record<string, unknown>;
  if (typeof input.model !== 'string' || !config.allowedModels.includes(input.model)) {
    return bad(
      `Model not allowed. Allowed: ${config.allowedModels.join(', ')}.`,
      'model_not_allowed',
    );
  }
  const messages = input.messages;
  if (
    !Array.isArray(messages) ||
    messages.length === 0 ||
    !messages.every(
      (m) => m && typeof m === 'object' && typeof (m as { role?: unknown }).role === 'string',
    )
  ) {
    return bad('messages must be a non-empty list of chat messages.');
  }
  const forwarded: Record<string, unknown> = {};
  for (const field of FORWARDED_FIELDS) if (field in input) forwarded[field] = input[field];
  for (const field of ['max_tokens', 'max_completion_tokens'] as const) {
    const value = forwarded[field];
    if (
      value !== undefined &&
      (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    ) {
      return bad(`${field} must be a positive whole number.`);
    }
  }
  // The cap: whatever was asked, never more than MAX_TOKENS_CAP, and the cap when nothing was.
  const asked = (forwarded.max_completion_tokens ?? forwarded.max_tokens) as number | undefined;
  const capped = Math.min(asked ?? MAX_TOKENS_CAP, MAX_TOKENS_CAP);
  if ('max_completion_tokens' in forwarded) forwarded.max_completion_tokens = capped;
  else forwarded.max_tokens = capped;
  return { ok: true, value: forwarded };
}

export function createHandler(config: AiFunctionConfig) {
  const upstreamUrl = `${config.upstreamBaseUrl.replace(/\/+$/, '')}/chat/completions`;

  return async function handle(request: Request, info?: ConnInfo): Promise<Response> {
    const cors = corsHeaders(config, request);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') {
      return jsonError(cors, 405, 'Only POST is supported.', 'method_not_allowed', {
        allow: 'POST, OPTIONS',
      });
    }
    if (!new URL(request.url).pathname.endsWith('/chat/completions')) {
      return jsonError(cors, 404, 'Only /chat/completions is served here.', 'not_found');
    }

    const caller = await authenticate(config, request, cors, info);
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
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      return jsonError(cors, 400, 'The request body is not valid JSON.', 'invalid_json');
    }
    const checked = validate(config, parsed, cors);
    if (!checked.ok) return checked.response;

    let decision: RateDecision;
    try {
      decision = await config.rateLimiter.hit(caller.value);
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
      return jsonError(
        cors,
        429,
        `Limit of ${RATE_LIMIT_PER_HOUR} AI requests an hour reached. Please try again later.`,
        'rate_limited',
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
        body: JSON.stringify(checked.value),
        // The browser leaving the screen cancels the provider's work too.
        signal: request.signal,
      });
    } catch (error) {
      console.error('ai: upstream unreachable', error);
      return jsonError(cors, 502, 'The AI provider could not be reached.', 'upstream_unreachable');
    }

    const headers = new Headers(cors);
    for (const name of ['content-type', 'retry-after', 'retry-after-ms', 'x-request-id']) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    headers.set('cache-control', 'no-cache');
    // Streams as it arrives: the body is handed on untouched.
    return new Response(upstream.body, { status: upstream.status, headers });
  };
}

/** An HS256 verifier for the project's JWT secret. */
export function hs256Verifier(secret: string): (token: string) => Promise<JWTPayload> {
  const key = new TextEncoder().encode(secret);
  return async (token) => (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
}

/** A limiter in memory: for tests and for `supabase functions serve` without a database. */
export function createMemoryRateLimiter(
  limit = RATE_LIMIT_PER_HOUR,
  windowMs = 60 * 60 * 1000,
): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(bucket) {
      const now = Date.now();
      const recent = (hits.get(bucket) ?? []).filter((at) => at > now - windowMs);
      if (recent.length >= limit) {
        hits.set(bucket, recent);
        return Promise.resolve({
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)),
        });
      }
      recent.push(now);
      hits.set(bucket, recent);
      return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    },
  };
}
