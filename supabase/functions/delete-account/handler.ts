import { jwtVerify, type JWTPayload } from 'jose';
import { corsHeaders } from '../_shared/cors.ts';

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

export const messages = {
  missingToken: 'Sign in to delete your account.',
  invalidToken: 'Your sign-in has expired. Sign in again, then delete your account.',
  badRequest: 'The request could not be read.',
  wrongPassword: 'Your current password is not correct.',
  signInAgain: 'For your safety, sign out and sign in again, then delete your account.',
  failed: 'Your account could not be deleted. Please try again.',
} as const;

/** The auth server's side of deleting an account. */
export interface AccountStore {
  /** True when the auth server accepts this e-mail and password. */
  passwordMatches(email: string, password: string): Promise<boolean>;
  deleteUser(id: string): Promise<void>;
}

export interface DeleteAccountConfig {
  /** Origins allowed by CORS; `*` allows any. */
  allowedOrigins: readonly string[];
  verifyJwt: (token: string) => Promise<JWTPayload>;
  accounts: AccountStore;
  /** Seconds since the epoch; tests move it. */
  now?: () => number;
}

function jsonError(cors: Headers, status: number, message: string, code: string): Response {
  const headers = new Headers(cors);
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify({ error: { message, code } }), { status, headers });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The body: nothing, or exactly `{ "password": string }`. Anything else is refused. */
async function readPassword(request: Request): Promise<{ password: string | null } | null> {
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) return null;
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

    const body = await readPassword(request);
    if (!body) return jsonError(cors, 400, messages.badRequest, 'invalid_body');

    const appMetadata = (claims.app_metadata ?? {}) as { provider?: unknown };
    const hasPassword = appMetadata.provider === undefined || appMetadata.provider === 'email';
    const email = typeof claims.email === 'string' ? claims.email : '';
    if (hasPassword) {
      if (
        !body.password ||
        !email ||
        !(await config.accounts.passwordMatches(email, body.password))
      )
        return jsonError(cors, 403, messages.wrongPassword, 'wrong_password');
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
