import type { SupabaseClient } from '@supabase/supabase-js';
import type { StepKind } from '@/config/constants';
import type { Guide } from '@/lib/domain';
import { BackendError, type GuidesPort } from '../port';
import { MESSAGES } from '../data/errors';
import { toGuide, toStoredGuide } from '../data/rows';
import { isUuid } from '../data/ids';
import { unwrap, type PostgrestResult } from './result';

export function createSupabaseGuides(client: SupabaseClient): GuidesPort {
  return {
    get: async (ideaId: string, kind: StepKind) => {
      if (!isUuid(ideaId)) return null;
      const row = unwrap(
        (await client
          .from('idea_guides')
          .select('guide')
          .eq('idea_id', ideaId)
          .eq('kind', kind)
          .maybeSingle()
          .retry(false)) as PostgrestResult<{ guide: unknown } | null>,
      );
      return row ? toGuide(kind, row.guide) : null;
    },

    save: async (ideaId: string, guide: Guide) => {
      if (!isUuid(ideaId)) throw new BackendError(MESSAGES.ideaGone, 'not_found', 404);
      unwrap(
        (await client
          .from('idea_guides')
          .upsert(
            { idea_id: ideaId, kind: guide.kind, guide: toStoredGuide(guide) },
            { onConflict: 'idea_id,kind' },
          )) as PostgrestResult<null>,
      );
    },
  };
}
