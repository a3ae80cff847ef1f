import type { SupabaseClient } from '@supabase/supabase-js';
import { createDataPorts, type DataPorts } from '../data/rules';
import { readSupabasePart } from './account-data';
import { createSupabaseFeedbackStore } from './feedback';
import { createSupabaseGuidesStore } from './guides';
import { createSupabaseIdeasStore } from './ideas';
import { createSupabasePortfolioStore } from './portfolio';
import { sessionUserId, unwrap, type PostgrestResult } from './result';

/** Ideas, guides, feedback and stats through PostgREST; RLS decides whose rows each call sees. */
export function createSupabaseData(client: SupabaseClient): DataPorts {
  return createDataPorts({
    callerId: () => sessionUserId(client),
    ideas: createSupabaseIdeasStore(client),
    guides: createSupabaseGuidesStore(client),
    feedback: createSupabaseFeedbackStore(client),
    portfolio: createSupabasePortfolioStore(client),
    userStats: async () => unwrap((await client.rpc('user_stats')) as PostgrestResult<unknown>),
    deleteMyData: async () => {
      unwrap((await client.rpc('delete_my_data')) as PostgrestResult<null>);
    },
    readPart: readSupabasePart(client),
  });
}
