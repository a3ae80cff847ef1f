import type { SupabaseClient } from '@supabase/supabase-js';
import type { GuidesStore } from '../data/store';
import { unwrap, type PostgrestResult } from './result';

/** `public.idea_guides` through PostgREST, one row per idea and step kind. */
export function createSupabaseGuidesStore(client: SupabaseClient): GuidesStore {
  const guides = () => client.from('idea_guides');
  return {
    find: async (ideaId, kind) => {
      const row = unwrap(
        (await guides()
          .select('guide')
          .eq('idea_id', ideaId)
          .eq('kind', kind)
          .maybeSingle()
          .retry(false)) as PostgrestResult<{ guide: unknown } | null>,
      );
      return row ? row.guide : null;
    },

    upsert: async (ideaId, kind, guide) => {
      unwrap(
        (await guides().upsert(
          { idea_id: ideaId, kind, guide },
          { onConflict: 'idea_id,kind' },
        )) as PostgrestResult<null>,
      );
    },
  };
}
