import {
  isAuthError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  type AuthChangeEvent,
  type Session,
  type SupabaseClient,
  type User,
} from '@supabase/supabase-js';
import { paths } from '@/config/paths';
import { type AuthEvent, type AuthPort, type AuthSession, WRONG_CURRENT_PASSWORD } from '../port';
import { BackendError } from '@/domain/errors';
import type { AuthUser, RecoveryLink } from '@/domain/model';

/**
 * Supabase auth through supabase-js with the PKCE flow (the client is made in ./index.ts). Every
 * redirect comes back to this app's own origin: the sign-up confirmation to /, Google to
 * /dashboard, the reset e-mail to /reset-password. Errors carry the auth server's own words.
 */

const UNEXPECTED_AUTH_ERROR = 'An unexpected error occurred. Please try again.';
/** The auth server's "reauthentication_needed", in words: what to do about it. */
const SIGN_IN_AGAIN_TO_CHANGE_PASSWORD =
  'For your safety, sign out and sign in again, then change your password.';

interface SupabaseAuthOptions {
  /** Where the browser goes for Google sign-in; a test can watch instead of leaving the page. */
  navigate?: (url: string) => void;
  /** The app's origin for redirect links; defaults to the page's. */
  origin?: () => string;
}

const stringField = (
  record: Record<string, unknown> | undefined,
  key: string,
): string | undefined => {
  const value = record?.[key];
  return typeof value === 'string' ? value : undefined;
};

const toAuthUser = (user: User): AuthUser => {
  const fullName = stringField(user.user_metadata, 'full_name');
  const avatarUrl = stringField(user.user_metadata, 'avatar_url');
  const provider = stringField(user.app_metadata, 'provider');
  return {
    id: user.id,
    email: user.email ?? '',
    user_metadata: {
      ...(fullName !== undefined ? { full_name: fullName } : {}),
      ...(avatarUrl !== undefined ? { avatar_url: avatarUrl } : {}),
    },
    app_metadata: provider !== undefined ? { provider } : {},
    email_confirmed_at: user.email_confirmed_at ?? null,
    created_at: user.created_at,
    last_sign_in_at: user.last_sign_in_at ?? null,
  };
};

export const toAuthSession = (session: Session): AuthSession => ({
  user: toAuthUser(session.user),
  access_token: session.access_token,
  refresh_token: session.refresh_token,
  expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
});

const toAuthEvent = (event: AuthChangeEvent): AuthEvent => {
  switch (event) {
    case 'INITIAL_SESSION':
    case 'SIGNED_IN':
    case 'SIGNED_OUT':
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
    case 'PASSWORD_RECOVERY':
      return event;
    case 'MFA_CHALLENGE_VERIFIED':
      // A second factor passed: for the app, that is the moment the person is fully signed in.
      return 'SIGNED_IN';
  }
};

/**
 * The auth server's refusal, in its words and with its code; a network failure, a server fault or
 * anything unforeseen becomes the generic message of docs/product.md §7.5 (the cause is kept for
 * debugging).
 */
export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  if (isAuthError(error) && !isAuthRetryableFetchError(error)) {
    const status = typeof error.status === 'number' && error.status > 0 ? error.status : undefined;
    const serverFault = status !== undefined && status >= 500;
    if (!serverFault && error.name !== 'AuthUnknownError' && error.message.trim() !== '') {
      return new BackendError(error.message, error.code, status, { cause: error });
    }
  }
  const status = isAuthError(error) && typeof error.status === 'number' ? error.status : undefined;
  return new BackendError(UNEXPECTED_AUTH_ERROR, 'unexpected', status, { cause: error });
}

/**
 * An Edge Function's refusal in its own words (`{ error: { message, code } }`, written for people);
 * anything else — no answer, a relay error — is the generic message.
 */
async function functionError(error: unknown): Promise<BackendError> {
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: unknown; code?: unknown };
    } | null;
    const { message, code } = body?.error ?? {};
    if (typeof message === 'string' && message.trim() !== '') {
      return new BackendError(
        message,
        typeof code === 'string' ? code : 'function_error',
        response.status,
        {
          cause: error,
        },
      );
    }
  }
  return new BackendError(UNEXPECTED_AUTH_ERROR, 'unexpected', undefined, { cause: error });
}

/** supabase-js answers `{ data, error }`; the port throws. */
function unwrap<Result extends { data: unknown; error: unknown }>(
  result: Result,
): Extract<Result, { error: null }>['data'] {
  if (result.error) throw toBackendError(result.error);
  return result.data as Extract<Result, { error: null }>['data'];
}

const guard = async <T>(operation: () => Promise<T>): Promise<T> => {
  try {
    return await operation();
  } catch (error) {
    throw toBackendError(error);
  }
};

export function createSupabaseAuth(
  client: SupabaseClient,
  options: SupabaseAuthOptions = {},
): AuthPort {
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));
  const origin = options.origin ?? (() => window.location.origin);

  /**
   * With `detectSessionInUrl`, supabase-js itself exchanges a `?code=` it finds in the address when
   * it starts, and announces PASSWORD_RECOVERY when that code came from a reset e-mail. The code
   * then cannot be exchanged a second time, so the recovery session is remembered here.
   */
  let recoveredFromUrl: Session | null = null;
  client.auth.onAuthStateChange((event, session) => {
    if (event === 'PASSWORD_RECOVERY' && session) recoveredFromUrl = session;
  });

  /** A link is opened once, however many times a screen asks (React's strict mode asks twice). */
  const openedLinks = new Map<string, Promise<AuthSession>>();

  const openLink = async (link: RecoveryLink): Promise<AuthSession> => {
    // Let the client finish starting (and maybe exchange this very code), and let its
    // PASSWORD_RECOVERY announcement, scheduled with a zero timeout, arrive.
    await client.auth.getSession();
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (recoveredFromUrl) return toAuthSession(recoveredFromUrl);
    const data = unwrap(await client.auth.exchangeCodeForSession(link.code));
    return toAuthSession(data.session);
  };

  return {
    getSession: () =>
      guard(async () => {
        const data = unwrap(await client.auth.getSession());
        return data.session ? toAuthSession(data.session) : null;
      }),

    getUser: () =>
      guard(async () => {
        const { data, error } = await client.auth.getUser();
        // No session is an answer ("nobody"), not a failure.
        if (error && isAuthSessionMissingError(error)) return null;
        if (error) throw toBackendError(error);
        return data.user ? toAuthUser(data.user) : null;
      }),

    async onAuthStateChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        listener(toAuthEvent(event), session ? toAuthSession(session) : null);
      });
      return () => data.subscription.unsubscribe();
    },

    signUp: ({ email, password }) =>
      guard(async () => {
        const data = unwrap(
          await client.auth.signUp({
            email,
            password,
            options: { emailRedirectTo: `${origin()}${paths.home}` },
          }),
        );
        return { session: data.session ? toAuthSession(data.session) : null };
      }),

    signInWithPassword: ({ email, password }) =>
      guard(async () => {
        const data = unwrap(await client.auth.signInWithPassword({ email, password }));
        return toAuthSession(data.session);
      }),

    signInWithGoogle: () =>
      guard(async () => {
        const data = unwrap(
          await client.auth.signInWithOAuth({
            provider: 'google',
            options: { redirectTo: `${origin()}${paths.dashboard}`, skipBrowserRedirect: true },
          }),
        );
        navigate(data.url);
      }),

    resetPasswordForEmail: (email) =>
      guard(async () => {
        unwrap(
          await client.auth.resetPasswordForEmail(email, {
            redirectTo: `${origin()}${paths.resetPassword}`,
          }),
        );
      }),

    openRecoveryLink: (link) => {
      const key = link.code;
      let opening = openedLinks.get(key);
      if (!opening) {
        opening = guard(() => openLink(link));
        openedLinks.set(key, opening);
      }
      return opening;
    },

    updatePassword: (newPassword) =>
      guard(async () => {
        unwrap(await client.auth.updateUser({ password: newPassword }));
      }),

    changePassword: ({ currentPassword, newPassword }) =>
      guard(async () => {
        if (currentPassword !== null) {
          const email = unwrap(await client.auth.getSession()).session?.user.email;
          if (!email) throw new BackendError(UNEXPECTED_AUTH_ERROR, 'session_not_found', 401);
          // Signing in again checks the current password on the auth server, whatever the
          // project's settings, and renews the session, which satisfies its "recent sign-in" rule
          // for a password change (secure_password_change).
          const proof = await client.auth.signInWithPassword({ email, password: currentPassword });
          if (proof.error?.code === 'invalid_credentials') {
            throw new BackendError(WRONG_CURRENT_PASSWORD, 'wrong_current_password', 400);
          }
          unwrap(proof);
        }
        const update = await client.auth.updateUser({
          password: newPassword,
          // Checked by the auth server itself where the project requires it.
          ...(currentPassword === null ? {} : { current_password: currentPassword }),
        });
        // An account without a password (Google) whose sign-in is more than a day old.
        if (update.error?.code === 'reauthentication_needed') {
          throw new BackendError(SIGN_IN_AGAIN_TO_CHANGE_PASSWORD, 'reauthentication_needed', 401);
        }
        unwrap(update);
      }),

    deleteAccount: (currentPassword) =>
      guard(async () => {
        // The service role deletes accounts; only the `delete-account` Edge Function holds it.
        const { error } = await client.functions.invoke('delete-account', {
          body: currentPassword === null ? {} : { password: currentPassword },
        });
        if (error) throw await functionError(error);
        // The account, and so its sessions, are gone on the server; the auth server answers this
        // sign-out "user not found", on which supabase-js forgets the session here.
        await client.auth.signOut({ scope: 'local' });
      }),

    updateProfile: ({ fullName }) =>
      guard(async () => {
        const data = unwrap(await client.auth.updateUser({ data: { full_name: fullName.trim() } }));
        return toAuthUser(data.user);
      }),

    signOut: () =>
      guard(async () => {
        const { error } = await client.auth.signOut();
        if (error) throw toBackendError(error);
      }),
  };
}
