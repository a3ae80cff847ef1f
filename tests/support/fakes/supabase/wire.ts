import { ACCOUNT } from '../../fixtures/supabase';

/**
 * What Supabase's servers send, in the shapes supabase-js 2.109 reads: GoTrue's users, sessions
 * and errors, PostgREST's errors. Built with the Fetch API so both the msw handlers and the
 * Playwright fake answer with them.
 */

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The claims of an access token (its middle part), or null when it is not a JWT. */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** An access token supabase-js can read (it decodes, the server verifies; nobody verifies here). */
export function fakeJwt(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: ACCOUNT.id,
    role: 'authenticated',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.${base64url('not a real signature')}`;
}

export function makeGoTrueUser(overrides: Record<string, unknown> = {}) {
  return {
    id: ACCOUNT.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: ACCOUNT.email,
    email_confirmed_at: '2025-01-02T03:04:05Z',
    last_sign_in_at: '2025-01-03T03:04:05Z',
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-03T03:04:05Z',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: ACCOUNT.fullName },
    identities: [],
    ...overrides,
  };
}

/** A session as GoTrue's /token answers it (and as supabase-js stores it). */
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
  Response.json({ code: status, error_code: code, msg: message }, { status });

/** PostgREST's error body, e.g. `postgrestError(400, '23514', 'new row ... violates check constraint "x"')`. */
export const postgrestError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
) => Response.json({ code, message, details, hint: null }, { status });
