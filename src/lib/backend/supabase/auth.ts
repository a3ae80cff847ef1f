import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError, type AuthPort, type AuthSession } from '../port';

/** Supabase auth (issue: accounts). */
export function createSupabaseAuth(client: SupabaseClient): AuthPort {
  const unavailable = async (): Promise<never> => {
    throw new BackendError('Supabase accounts are not available yet.');
  };
  return {
    getSession: async () => {
      const { data, error } = await client.auth.getSession();
      if (error) throw new BackendError(error.message, error.code, error.status);
      return data.session as AuthSession | null;
    },
    getUser: unavailable,
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
