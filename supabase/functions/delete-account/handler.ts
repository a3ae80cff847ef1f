import { jwtVerify, type JWTPayload } from 'jose';
import { corsHeaders } from '../_shared/cors.ts';
import { clientAddress, DEFAULT_CLIENT_IP_HEADER } from '../ai/client-address.ts';

/**
 * The `delete-account` Edge Function: 'Delete my account' for a signed-in person. Removing an
 * account needs the service role, which never reaches the browser, so the browser asks here with
 * its own JWT, and for an account with a password, that password: a session left open on a shared
 * computer must not be enough to erase someone. Deleting the `auth.users` row removes the person's
 * ideas, guides, progress and feedback with it (their foreign keys cascade).
 *
 * Everything it needs comes in through `DeleteAccountConfig`, so tests run it against a fake auth
 * server; `index.ts` wires the real one from the environment.
 */

export const MAX_BODY_BYTES = 4 * 1024;
/** An account without a password (Google) proves itself with a sign-in this recent. */
export const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60;
/**
 * Password attempts reaching the auth server in an hour: per account (someone at an open session
 * guessing its password) and per client address (one machine trying many sessions). A person who
 * mistypes a few times is not held up; a guesser gets 5 tries an hour instead of thousands.
 */
export const ATTEMPTS_PER_ACCOUNT_PER_HOUR = 5;
export const ATTEMPTS_PER_ADDRESS_PER_HOUR = 20;

export const messages = {
  missingToken: 'Sign in to delete your account.',
  invalidToken: 'Your sign-in has expired. Sign in again, then delete your account.',
  badRequest: 'The request could not be read.',
  wrongPassword: 'Your current password is not correct.',
  signInAgain: 'For your safety, sign out and sign in again, then delete your account.',
  failed: 'Your account could not be deleted. Please try again.',
  tooLarge: 'The request is too large.',
  tooManyAttempts: 'Too many password attempts. Please try again in an hour.',
} as const;

/** The auth server's side of deleting an account. */
export interface AccountStore {
  /** True when the auth server accepts this e-mail and password. */
  passwordMatches(email: string, password: string): Promise<boolean>;
  deleteUser(id: string): Promise<void>;
}

/** Counts one password attempt in every bucket if each has room, else in none. */
export interface AttemptLimiter {
  take(
    checks: readonly { bucket: string; limit: number }[],
  ): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export interface DeleteAccountConfig {
  /** Origins allowed by CORS; `*` allows any. */
  allowedOrigins: readonly string[];
  verifyJwt: (token: string) => Promise<JWTPayload>;
  accounts: AccountStore;
  attempts: AttemptLimiter;
  /** The header the platform's proxy sets to the client's address (as for the ai function). */
  clientIpHeader?: string;
  /** Seconds since the epoch; tests move it. */
  now?: () => number;
}

function jsonError(cors: Headers, status: number, message: string, code: string): Response {
  const headers = new Headers(cors);
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ error: { message, code } }), { status, headers });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The body's text, or 'too large' as soon as it is known to pass MAX_BODY_BYTES: from its declared
 * length before anything is read, else while it streams in, so a 20 MB body is never held.
 */
async function readLimited(request: Request): Promise<string | 'too large'> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(declared) || declared > MAX_BODY_BYTES) return 'too large';
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return 'too large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The body: nothing, or exactly `{ "password": string }`. Anything else is refused. */
function parsePassword(text: string): { password: string | null } | null {
  if (text.trim() === '') return { password: null };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  if (keys.length === 0) return { password: null };
  const password = (body as { password?: unknown }).password;
  if (keys.length !== 1 || typeof password !== 'string' || password.length > 1024) return null;
  return { password };
}

/** The newest sign-in the token records (`amr`), in seconds since the epoch. */
function lastSignIn(claims: JWTPayload): number {
  const amr = Array.isArray(claims.amr) ? (claims.amr as unknown[]) : [];
  return Math.max(
    0,
    ...amr.map((entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { timestamp?: unknown }).timestamp === 'number'
        ? (entry as { timestamp: number }).timestamp
        : 0,
    ),
  );
}

export function createHandler(config: DeleteAccountConfig) {
  const now = config.now ?? (() => Math.floor(Date.now() / 1000));

  /** Null when the attempt may go on; else the answer, 429 or (limiter down) 503. */
  async function takeAttempt(
    request: Request,
    userId: string,
    cors: Headers,
  ): Promise<Response | null> {
    const address = clientAddress(request, config.clientIpHeader ?? DEFAULT_CLIENT_IP_HEADER);
    let verdict: { allowed: boolean; retryAfterSeconds: number };
    try {
      verdict = await config.attempts.take([
        { bucket: `account:${userId}`, limit: ATTEMPTS_PER_ACCOUNT_PER_HOUR },
        { bucket: `address:${address}`, limit: ATTEMPTS_PER_ADDRESS_PER_HOUR },
      ]);
    } catch (error) {
      // Without the count, a password is not checked: guessing must not get easier when it fails.
      console.error('delete-account: the attempt limiter failed', error);
      return jsonError(cors, 503, messages.failed, 'limiter_unavailable');
    }
    if (verdict.allowed) return null;
    const response = jsonError(cors, 429, messages.tooManyAttempts, 'too_many_attempts');
    response.headers.set('retry-after', String(Math.max(1, verdict.retryAfterSeconds)));
    return response;
  }

  return async function handle(request: Request): Promise<Response> {
    const cors = corsHeaders(request, { allowedOrigins: config.allowedOrigins });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST')
      return jsonError(cors, 405, messages.badRequest, 'method_not_allowed');

    const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return jsonError(cors, 401, messages.missingToken, 'missing_token');
    let claims: JWTPayload;
    try {
      claims = await config.verifyJwt(token);
    } catch {
      return jsonError(cors, 401, messages.invalidToken, 'invalid_token');
    }
    // The anon key is a JWT too: only a signed-in person's token names an account.
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !UUID.test(claims.sub))
      return jsonError(cors, 401, messages.invalidToken, 'invalid_token');

    const text = await readLimited(request);
    if (text === 'too large') return jsonError(cors, 413, messages.tooLarge, 'body_too_large');
    const body = parsePassword(text);
    if (!body) return jsonError(cors, 400, messages.badRequest, 'invalid_body');

    const appMetadata = (claims.app_metadata ?? {}) as { provider?: unknown };
    const hasPassword = appMetadata.provider === undefined || appMetadata.provider === 'email';
    const email = typeof claims.email === 'string' ? claims.email : '';
    if (hasPassword) {
      if (!body.password || !email)
        return jsonError(cors, 403, messages.wrongPassword, 'wrong_password');
      const refusal = await takeAttempt(request, claims.sub, cors);
      if (refusal) return refusal;
      let matches: boolean;
      try {
        matches = await config.accounts.passwordMatches(email, body.password);
      } catch (error) {
        console.error('delete-account: the password check failed', error);
        return jsonError(cors, 502, messages.failed, 'password_check_failed');
      }
      if (!matches) return jsonError(cors, 403, messages.wrongPassword, 'wrong_password');
    } else if (now() - lastSignIn(claims) > RECENT_SIGN_IN_SECONDS) {
      return jsonError(cors, 401, messages.signInAgain, 'reauthentication_needed');
    }

    try {
      await config.accounts.deleteUser(claims.sub);
    } catch (error) {
      console.error('delete-account: the auth server refused to delete the user', error);
      return jsonError(cors, 502, messages.failed, 'delete_failed');
    }
    return new Response(null, { status: 204, headers: cors });
  };
}

/** An HS256 verifier for the project's JWT secret. */
export function hs256Verifier(secret: string): (token: string) => Promise<JWTPayload> {
  const key = new TextEncoder().encode(secret);
  return async (token) => (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
}

/**
 * The attempt limiter of the deployed function: `public.rate_limit_take` (migration
 * 20261127000210_rate_limit_hits.sql) through the project's REST API, with the service role, the
 * only role allowed to call it.
 */
export function restAttemptLimiter(supabaseUrl: string, serviceRoleKey: string): AttemptLimiter {
  const rpc = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/rate_limit_take`;
  return {
    async take(checks) {
      const response = await fetch(rpc, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/json',
          accept: 'application/vnd.pgrst.object+json',
        },
        body: JSON.stringify({
          p_scope: 'delete-account',
          p_buckets: checks.map((check) => check.bucket),
          p_limits: checks.map((check) => check.limit),
        }),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`rate_limit_take answered ${response.status}`);
      }
      const row = (await response.json()) as { allowed: boolean; retry_after_seconds: number };
      return { allowed: row.allowed === true, retryAfterSeconds: row.retry_after_seconds };
    },
  };
}

/**
 * The project's auth server: a password grant checks the password (the session it opens ends with
 * the account), and the admin API deletes the user with the service role.
 */
export function goTrueAccounts(
  supabaseUrl: string,
  anonKey: string,
  serviceRoleKey: string,
): AccountStore {
  const auth = `${supabaseUrl.replace(/\/+$/, '')}/auth/v1`;
  return {
    async passwordMatches(email, password) {
      const response = await fetch(`${auth}/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      await response.body?.cancel();
      if (response.ok) return true;
      if (response.status === 400) return false;
      throw new Error(`The auth server answered ${response.status} to a password check.`);
    },
    async deleteUser(id) {
      const response = await fetch(`${auth}/admin/users/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`The auth server answered ${response.status} to a delete.`);
    },
  };
}
