import type { PGlite } from '@electric-sql/pglite';
import { BackendError, type AuthPort } from '../port';

/** Local accounts (issue: accounts). Until they exist, nobody is signed in. */
export function createLocalAuth(_database: () => Promise<PGlite>): AuthPort & { currentUserId: () => string | null } {
  const unavailable = async (): Promise<never> => {
    throw new BackendError('Local accounts are not available yet.');
  };
  return {
    currentUserId: () => null,
    getSession: async () => null,
    getUser: async () => null,
    onAuthStateChange: async () => () => undefined,
    signUp: unavailable,
    signInWithPassword: unavailable,
    signInWithGoogle: unavailable,
    resetPasswordForEmail: unavailable,
    openRecoveryLink: unavailable,
    updatePassword: unavailable,
    updateProfile: unavailable,
    signOut: unavailable,
  };
}
