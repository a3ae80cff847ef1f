import type { SupabaseClient } from '@supabase/supabase-js';
import type { Backend } from '../port';
import { createSupabaseFeedback } from './feedback';
import { createSupabaseGuides } from './guides';
import { createSupabaseIdeas } from './ideas';
import { createSupabaseStats } from './stats';

/** Ideas, guides, feedback and stats through PostgREST; RLS decides whose rows each call sees. */
export function createSupabaseData(
  client: SupabaseClient,
): Pick<Backend, 'ideas' | 'guides' | 'feedback' | 'stats'> {
  return {
    ideas: createSupabaseIdeas(client),
    guides: createSupabaseGuides(client),
    feedback: createSupabaseFeedback(client),
    stats: createSupabaseStats(client),
  };
}
