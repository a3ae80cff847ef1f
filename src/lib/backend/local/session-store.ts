import * as z from 'zod/mini';
import type { AuthSession } from '../port';
import type { AuthUser } from '@/domain/model';
import { LOCAL_SESSION_KEY } from '../session-keys';

/**
 * Where local mode keeps who is signed in: one localStorage entry holding the session *and* the
 * public fields of its user, so that knowing "is anyone signed in, and who" never opens the
 * database (the first paint of `/` does not wait for PGlite). Nothing secret is in it: no
 * password, no hash. The tokens are random and opaque; they give the session the port's shape.
 */
export { LOCAL_SESSION_KEY };

/** How long a local session lasts without use; each use within the second half renews it. */
const LOCAL_SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

const userSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string(),
  user_metadata: z.object({
    full_name: z.optional(z.string()),
    avatar_url: z.optional(z.string()),
  }),
  app_metadata: z.object({ provider: z.optional(z.string()) }),
  email_confirmed_at: z.nullable(z.string()),
  created_at: z.string(),
  last_sign_in_at: z.nullable(z.string()),
});

const sessionSchema = z.object({
  user: userSchema,
  access_token: z.string().check(z.minLength(16)),
  refresh_token: z.string().check(z.minLength(16)),
  expires_at: z.number(),
});

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (privacy settings); then nobody stays signed in.
    return null;
  }
};

/** Parses a stored value; anything malformed or expired counts as "no session". */
function parseStoredSession(raw: string | null, now: number = Date.now()): AuthSession | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = sessionSchema.safeParse(json);
  if (!result.success) return null;
  return result.data.expires_at * 1000 > now ? result.data : null;
}

export function readStoredSession(): AuthSession | null {
  return parseStoredSession(storage()?.getItem(LOCAL_SESSION_KEY) ?? null);
}

export function writeStoredSession(session: AuthSession): void {
  storage()?.setItem(LOCAL_SESSION_KEY, JSON.stringify(session));
}

export function clearStoredSession(): void {
  storage()?.removeItem(LOCAL_SESSION_KEY);
}

const randomToken = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const nowInSeconds = (now: number) => Math.floor(now / 1000);

/** A new session for a user who just proved who they are. */
export function startSession(user: AuthUser, now: number = Date.now()): AuthSession {
  return {
    user,
    access_token: randomToken(),
    refresh_token: randomToken(),
    expires_at: nowInSeconds(now) + LOCAL_SESSION_LIFETIME_SECONDS,
  };
}

/** The same session with a later expiry, once half of its lifetime has gone; otherwise null. */
export function renewedSession(session: AuthSession, now: number = Date.now()): AuthSession | null {
  const remaining = session.expires_at - nowInSeconds(now);
  if (remaining > LOCAL_SESSION_LIFETIME_SECONDS / 2) return null;
  return { ...session, expires_at: nowInSeconds(now) + LOCAL_SESSION_LIFETIME_SECONDS };
}

/**
 * Follows the session as other tabs change it (the `storage` event fires in every *other* tab of
 * this origin). The listener gets the new session, or null once it is gone.
 */
export function watchStoredSession(listener: (session: AuthSession | null) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // `key === null` is `localStorage.clear()`, which removes the session too.
    if (event.key !== null && event.key !== LOCAL_SESSION_KEY) return;
    listener(parseStoredSession(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
