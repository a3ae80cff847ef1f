import type { SupabaseClient } from '@supabase/supabase-js';
import type { FeedbackStore } from '../data/store';
import { unwrap, type PostgrestResult } from './result';

/** `public.feedback` through PostgREST. */
export function createSupabaseFeedbackStore(client: SupabaseClient): FeedbackStore {
  const feedback = () => client.from('feedback');
  return {
    // return=minimal (no `.select()`): a visitor may insert feedback but not read it.
    insert: async (row) => {
      unwrap((await feedback().insert(row)) as PostgrestResult<null>);
    },

    deleteOwnedBy: async (userId) => {
      unwrap((await feedback().delete().eq('user_id', userId)) as PostgrestResult<null>);
    },
  };
}
