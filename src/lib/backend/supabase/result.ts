import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError } from '@/domain/errors';
import { MESSAGES, toBackendError } from '../data/errors';

/** What every PostgREST call answers with (supabase-js never throws; it returns the error). */
export interface PostgrestResult<T> {
  data: T;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status: number;
}

/**
 * The data of a PostgREST answer, or a `BackendError` with a readable message. Status 0 is how
 * supabase-js reports that the request never got an answer (offline, DNS, CORS).
 */
export function unwrap<T>(result: PostgrestResult<T>): T {
  if (!result.error) return result.data;
  if (result.status === 0)
    throw new BackendError(MESSAGES.unreachable, 'network', undefined, { cause: result.error });
  throw toBackendError(
    { ...result.error, status: result.status },
    // A request with the anon key and no session reaches the database as `anon`: 401.
    { signedIn: result.status === 401 ? false : undefined },
  );
}

/** The signed-in user's id from the stored session, without a network call; null for a visitor. */
export async function sessionUserId(client: SupabaseClient): Promise<string | null> {
  const { data } = await client.auth.getSession();
  return data.session?.user.id ?? null;
}
