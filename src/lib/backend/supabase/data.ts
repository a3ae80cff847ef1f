import type { SupabaseClient } from '@supabase/supabase-js';
import { BackendError, type Backend } from '../port';

/** Ideas, guides, feedback and stats through PostgREST (issue: data). */
export function createSupabaseData(_client: SupabaseClient): Pick<Backend, 'ideas' | 'guides' | 'feedback' | 'stats'> {
  const unavailable = async (): Promise<never> => {
    throw new BackendError('Supabase data is not available yet.');
  };
  return {
    ideas: { create: unavailable, get: unavailable, update: unavailable, list: unavailable, remove: unavailable, count: unavailable, removeAll: unavailable },
    guides: { get: unavailable, save: unavailable },
    feedback: { submit: unavailable, list: unavailable, stats: unavailable, subscribe: unavailable, removeMine: unavailable },
    stats: { forCurrentUser: unavailable },
  };
}
