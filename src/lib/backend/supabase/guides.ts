import type { SupabaseClient } from '@supabase/supabase-js';
import type { GuidesStore } from '../data/store';
import { GUIDE_ITEM_COLUMNS, toStoredSubSteps, type GuideItemRow } from '../data/rows';
import { unwrap, type PostgrestResult } from './result';

/** `public.idea_guides` through PostgREST, one row per idea and step kind, and its `public.guide_items`. */
export function createSupabaseGuidesStore(client: SupabaseClient): GuidesStore {
  const guides = () => client.from('idea_guides');
  /** The one item a `setof public.guide_items` function answers, or null. */
  const oneItem = async (fn: string, args: Record<string, unknown>) =>
    unwrap(
      (await client.rpc(fn, args).select(GUIDE_ITEM_COLUMNS)) as PostgrestResult<
        GuideItemRow[] | null
      >,
    )?.[0] ?? null;

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

    items: async (ideaId, kind) =>
      unwrap(
        (await client
          .from('guide_items')
          .select<string, GuideItemRow>(GUIDE_ITEM_COLUMNS)
          .eq('idea_id', ideaId)
          .eq('kind', kind)
          .order('item_key')
          .retry(false)) as PostgrestResult<GuideItemRow[]>,
      ),

    setItemDone: (ideaId, kind, key, done) =>
      oneItem('set_guide_item_done', { idea_id: ideaId, kind, item_key: key, done }),

    addItemTime: (ideaId, kind, key, seconds) =>
      oneItem('add_guide_item_time', { idea_id: ideaId, kind, item_key: key, seconds }),

    replaceSubSteps: async (ideaId, kind, parentKey, subSteps) =>
      unwrap(
        (await client.rpc('replace_sub_steps', {
          idea_id: ideaId,
          kind,
          parent_key: parentKey,
          sub_steps: toStoredSubSteps(subSteps),
        })) as PostgrestResult<boolean>,
      ) === true,
  };
}
