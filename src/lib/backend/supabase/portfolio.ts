import type { SupabaseClient } from '@supabase/supabase-js';
import type { PortfolioStore } from '../data/store';
import { PORTFOLIO_COLUMNS, type PortfolioRow } from '../data/rows';
import { unwrap, type PostgrestResult } from './result';

/** `public.portfolios` through PostgREST: RLS shows the caller their own row only. */
export function createSupabasePortfolioStore(client: SupabaseClient): PortfolioStore {
  const portfolios = () => client.from('portfolios');
  return {
    find: async () =>
      unwrap(
        (await portfolios()
          .select<string, PortfolioRow>(PORTFOLIO_COLUMNS)
          .maybeSingle()
          .retry(false)) as PostgrestResult<PortfolioRow | null>,
      ),

    // An upsert sets only the columns it sends; the others keep their stored values. PostgREST
    // puts `user_id` into the conflict's SET too, which its column grant allows.
    upsert: async (userId, changes) =>
      unwrap(
        (await portfolios()
          .upsert({ user_id: userId, ...changes }, { onConflict: 'user_id' })
          .select<string, PortfolioRow>(PORTFOLIO_COLUMNS)
          .single()) as PostgrestResult<PortfolioRow>,
      ),

    hideFromShelf: async (ideaId, until) =>
      unwrap(
        (await client
          .rpc('hide_from_shelf', { idea_id: ideaId, hidden_until: until })
          .select(PORTFOLIO_COLUMNS)
          .single()) as PostgrestResult<PortfolioRow>,
      ),
  };
}
