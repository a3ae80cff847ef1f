import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError, type StatsPort } from '../port';
import { toUserStats } from '../data/rows';
import { MESSAGES } from '../data/errors';
import { unwrap, type PostgrestResult } from './result';

export function createSupabaseStats(client: SupabaseClient): StatsPort {
  return {
    forCurrentUser: async () => {
      const result = (await client.rpc('user_stats')) as PostgrestResult<unknown>;
      if (result.error && result.status === 401) {
        throw new BackendError(MESSAGES.signInForStats, 'not_signed_in', 401, {
          cause: result.error,
        });
      }
      return toUserStats(unwrap(result));
    },
  };
}
