import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { EMAIL_PATTERN } from '@/lib/validation/auth';
import {
  type AuthEvent,
  type AuthPort,
  type AuthSession,
  type PasswordChange,
  WRONG_CURRENT_PASSWORD,
} from '../port';
import { BackendError } from '@/domain/errors';
import type { AuthUser } from '@/domain/model';
import { hashPassword, spendVerificationTime, verifyPassword } from './password-hash';
import {
  clearStoredSession,
  readStoredSession,
  renewedSession,
  startSession,
  watchStoredSession,
  writeStoredSession,
} from './session-store';
import type { LocalDatabase, SqlSession } from './sql';

/**
 * Local accounts (docs/decisions/002-local-accounts-in-the-embedded-database.md): rows in the
 * embedded database's `auth.users`, read and written as the database owner — in local mode this
 * module *is* the auth server. Passwords are stored only as PBKDF2 hashes; the session lives in
 * localStorage (see session-store.ts). The error messages are the ones Supabase's auth server gives
 * for the same situations, so both modes read alike.
 */

export type LocalAuth = AuthPort & {
  /** The signed-in account, read from localStorage: the data adapter runs queries under its claims. */
  currentUserId: () => string | null;
};

const localAuthMessages = {
  invalidCredentials: 'Invalid login credentials',
  emailTaken: 'An account with this email already exists.',
  invalidEmail: 'Unable to validate email address: invalid format',
  weakPassword: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
  samePassword: 'New password should be different from the old password.',
  sessionMissing: 'Auth session missing!',
  googleNeedsSupabase:
    'Google sign-in needs a Supabase backend. This app is running in local mode: sign in with your email and password instead.',
  resetNeedsSupabase:
    'Password reset emails need a Supabase backend. This app is running in local mode, where accounts live only in this browser and no emails are sent.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The code of every "this needs a Supabase backend" answer, so a screen can tell it apart. */
const SUPABASE_REQUIRED = 'supabase_required';

interface UserRow {
  id: string;
  email: string | null;
  encrypted_password: string | null;
  raw_user_meta_data: unknown;
  raw_app_meta_data: unknown;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
}

const USER_COLUMNS = `id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data,
  email_confirmed_at, last_sign_in_at, created_at`;

const isoOrNull = (value: Date | string | null): string | null =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

const stringField = (record: unknown, key: string): string | undefined => {
  if (typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/** The public fields of an account; the password hash never leaves this module. */
const toAuthUser = (row: UserRow): AuthUser => {
  const fullName = stringField(row.raw_user_meta_data, 'full_name');
  const avatarUrl = stringField(row.raw_user_meta_data, 'avatar_url');
  return {
    id: row.id,
    email: row.email ?? '',
    user_metadata: {
      ...(fullName !== undefined ? { full_name: fullName } : {}),
      ...(avatarUrl !== undefined ? { avatar_url: avatarUrl } : {}),
    },
    app_metadata: { provider: stringField(row.raw_app_meta_data, 'provider') ?? 'email' },
    email_confirmed_at: isoOrNull(row.email_confirmed_at),
    created_at: isoOrNull(row.created_at) ?? new Date().toISOString(),
    last_sign_in_at: isoOrNull(row.last_sign_in_at),
  };
};

const normaliseEmail = (email: string) => email.trim().toLowerCase();

const sameUser = (a: AuthUser, b: AuthUser) => JSON.stringify(a) === JSON.stringify(b);

export function createLocalAuth(database: () => Promise<LocalDatabase>): LocalAuth {
  const listeners = new Set<(event: AuthEvent, session: AuthSession | null) => void>();
  let stopWatching: (() => void) | undefined;
  /** What this tab last told its listeners, to name the event when another tab changes things. */
  let lastAnnounced: AuthSession | null = readStoredSession();

  const emit = (event: AuthEvent, session: AuthSession | null) => {
    lastAnnounced = session;
    for (const listener of [...listeners]) {
      try {
        listener(event, session);
      } catch (error) {
        console.error('An auth listener failed.', error);
      }
    }
  };

  const followOtherTabs = (session: AuthSession | null) => {
    const before = lastAnnounced;
    if (!session) {
      if (before) emit('SIGNED_OUT', null);
      return;
    }
    if (!before || before.user.id !== session.user.id) emit('SIGNED_IN', session);
    else if (!sameUser(before.user, session.user)) emit('USER_UPDATED', session);
    else if (
      before.access_token !== session.access_token ||
      before.expires_at !== session.expires_at
    ) {
      emit('TOKEN_REFRESHED', session);
    }
  };

  /** Runs one auth operation; anything that is not already a message for people becomes the generic one. */
  const run = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof BackendError) throw error;
      console.warn('Local auth failed.', error);
      throw new BackendError(localAuthMessages.unexpected, 'unexpected', undefined, {
        cause: error,
      });
    }
  };

  const requireSession = (): AuthSession => {
    const session = readStoredSession();
    if (!session)
      throw new BackendError(localAuthMessages.sessionMissing, 'session_not_found', 401);
    return session;
  };

  const checkNewPassword = (password: string) => {
    if (password.length < PASSWORD_MIN_LENGTH) {
      throw new BackendError(localAuthMessages.weakPassword, 'weak_password', 422);
    }
  };

  /** Runs statements as the database owner, in one transaction: this module is the auth server. */
  const owner = async <T>(fn: (tx: SqlSession) => Promise<T>): Promise<T> =>
    (await database()).transaction(fn);

  const findUserById = async (id: string): Promise<UserRow | null> => {
    const { rows } = await owner((tx) =>
      tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]),
    );
    return rows[0] ?? null;
  };

  const signIn = (user: AuthUser): AuthSession => {
    const session = startSession(user);
    writeStoredSession(session);
    emit('SIGNED_IN', session);
    return session;
  };

  const supabaseRequired = (message: string) => async (): Promise<never> => {
    throw new BackendError(message, SUPABASE_REQUIRED, 501);
  };

  /** The signed-in account's row, once its current password is proven. */
  const provenAccount = async (currentPassword: string | null) => {
    const session = requireSession();
    const row = await findUserById(session.user.id);
    if (!row) throw new BackendError(localAuthMessages.sessionMissing, 'session_not_found', 401);
    // Every local account has a password; a missing one is as wrong as a mistyped one.
    if (
      !row.encrypted_password ||
      !(await verifyPassword(currentPassword ?? '', row.encrypted_password))
    ) {
      throw new BackendError(WRONG_CURRENT_PASSWORD, 'wrong_current_password', 400);
    }
    return { session, row, passwordHash: row.encrypted_password };
  };

  /** Change Password: the current password first, then the auth server's rules for a new one. */
  const changePassword = async ({ currentPassword, newPassword }: PasswordChange) => {
    const { session, row, passwordHash } = await provenAccount(currentPassword);
    checkNewPassword(newPassword);
    if (await verifyPassword(newPassword, passwordHash)) {
      throw new BackendError(localAuthMessages.samePassword, 'same_password', 422);
    }
    const encrypted = await hashPassword(newPassword);
    const { rows } = await owner((tx) =>
      tx.query<UserRow>(
        `update auth.users set encrypted_password = $2, updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
        [row.id, encrypted],
      ),
    );
    const updated = { ...session, user: toAuthUser(rows[0] ?? row) };
    writeStoredSession(updated);
    emit('USER_UPDATED', updated);
  };

  return {
    currentUserId: () => {
      const session = readStoredSession();
      if (!session && lastAnnounced) {
        // The session ran out (or was removed) since this tab last said who is signed in. Say so
        // now, as supabase-js does when a refresh fails, so the app does not go on looking
        // signed in while every save is refused.
        clearStoredSession();
        emit('SIGNED_OUT', null);
      }
      return session?.user.id ?? null;
    },

    async getSession() {
      const session = readStoredSession();
      if (!session) {
        // An expired or damaged entry is tidied away; it never counts as a session.
        clearStoredSession();
        return null;
      }
      const renewed = renewedSession(session);
      if (!renewed) return session;
      writeStoredSession(renewed);
      emit('TOKEN_REFRESHED', renewed);
      return renewed;
    },

    /** Like Supabase's, this asks the "server": an account deleted meanwhile ends the session. */
    getUser: () =>
      run(async () => {
        const session = readStoredSession();
        if (!session) return null;
        const row = await findUserById(session.user.id);
        if (!row) {
          clearStoredSession();
          emit('SIGNED_OUT', null);
          return null;
        }
        const user = toAuthUser(row);
        if (!sameUser(user, session.user)) {
          const updated = { ...session, user };
          writeStoredSession(updated);
          emit('USER_UPDATED', updated);
        }
        return user;
      }),

    async onAuthStateChange(listener) {
      listeners.add(listener);
      stopWatching ??= watchStoredSession(followOtherTabs);
      // Supabase tells a new subscriber the current state first; so does local mode.
      queueMicrotask(() => {
        if (listeners.has(listener)) listener('INITIAL_SESSION', readStoredSession());
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },

    signUp: ({ email, password }) =>
      run(async () => {
        const address = normaliseEmail(email);
        if (!EMAIL_PATTERN.test(address))
          throw new BackendError(localAuthMessages.invalidEmail, 'validation_failed', 400);
        checkNewPassword(password);
        // The hash (WebCrypto, off the page's thread) and the database's start run side by side:
        // neither needs the other, and on a page not yet warm each takes a while
        // (docs/decisions/094-general-guides-and-answers-with-substance.md).
        const [encrypted] = await Promise.all([hashPassword(password), database()]);
        // Like a Supabase project without e-mail confirmation: there is no mailbox to confirm
        // in local mode, so the account is confirmed and signed in at once.
        const { rows } = await owner((tx) =>
          tx.query<UserRow>(
            `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data)
           select $1, $2, now(), now(), '{"provider":"email","providers":["email"]}'::jsonb
           where not exists (select 1 from auth.users where lower(email) = $1)
           on conflict (email) do nothing
           returning ${USER_COLUMNS}`,
            [address, encrypted],
          ),
        );
        const row = rows[0];
        if (!row) throw new BackendError(localAuthMessages.emailTaken, 'user_already_exists', 422);
        return { session: signIn(toAuthUser(row)) };
      }),

    signInWithPassword: ({ email, password }) =>
      run(async () => {
        const { rows } = await owner((tx) =>
          tx.query<UserRow>(
            `select ${USER_COLUMNS} from auth.users where lower(email) = $1 order by created_at limit 1`,
            [normaliseEmail(email)],
          ),
        );
        const row = rows[0];
        const stored = row?.encrypted_password;
        if (!row || !stored) {
          await spendVerificationTime(password);
          throw new BackendError(localAuthMessages.invalidCredentials, 'invalid_credentials', 400);
        }
        if (!(await verifyPassword(password, stored))) {
          throw new BackendError(localAuthMessages.invalidCredentials, 'invalid_credentials', 400);
        }
        const updated = await owner((tx) =>
          tx.query<UserRow>(
            `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`,
            [row.id],
          ),
        );
        return signIn(toAuthUser(updated.rows[0] ?? row));
      }),

    signInWithGoogle: supabaseRequired(localAuthMessages.googleNeedsSupabase),
    resetPasswordForEmail: supabaseRequired(localAuthMessages.resetNeedsSupabase),
    openRecoveryLink: supabaseRequired(localAuthMessages.resetNeedsSupabase),

    // Local mode sends no reset links, so it never has a recovery session to set a password in.
    updatePassword: supabaseRequired(localAuthMessages.resetNeedsSupabase),
    changePassword: (change) => run(() => changePassword(change)),

    deleteAccount: (currentPassword) =>
      run(async () => {
        const { row } = await provenAccount(currentPassword);
        // The account's ideas (with their guides and ticks) and feedback reference it with
        // `on delete cascade`: one statement removes everything of the person.
        await owner((tx) => tx.query(`delete from auth.users where id = $1`, [row.id]));
        clearStoredSession();
        emit('SIGNED_OUT', null);
      }),

    updateProfile: ({ fullName }) =>
      run(async () => {
        const session = requireSession();
        const { rows } = await owner((tx) =>
          tx.query<UserRow>(
            `update auth.users
              set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('full_name', $2::text),
                  updated_at = now()
            where id = $1
        returning ${USER_COLUMNS}`,
            [session.user.id, fullName.trim()],
          ),
        );
        const row = rows[0];
        if (!row)
          throw new BackendError(localAuthMessages.sessionMissing, 'session_not_found', 401);
        const user = toAuthUser(row);
        const updated = { ...session, user };
        writeStoredSession(updated);
        emit('USER_UPDATED', updated);
        return user;
      }),

    signOut: () =>
      run(async () => {
        clearStoredSession();
        emit('SIGNED_OUT', null);
      }),
  };
}
