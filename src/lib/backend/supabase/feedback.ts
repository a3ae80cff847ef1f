import type { SupabaseClient } from '@supabase/supabase-js';
import type { FeedbackStore } from '../data/store';
import { unwrap, type PostgrestResult } from './result';

/** `public.feedback` through PostgREST: written only through the `submit_feedback` RPC. */
export function createSupabaseFeedbackStore(client: SupabaseClient): FeedbackStore {
  return {
    submit: async (row) =>
      unwrap((await client.rpc('submit_feedback', { ...row })) as PostgrestResult<string>),
  };
}
