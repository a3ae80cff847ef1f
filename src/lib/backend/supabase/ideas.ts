import type { SupabaseClient } from '@supabase/supabase-js';
import type { IdeaQuery, IdeasStore } from '../data/store';
import { IDEA_COLUMNS, type IdeaRow } from '../data/rows';
import { escapeRegexLiteral, toArrayLiteral } from '../data/search';
import { unwrap, type PostgrestResult } from './result';

/** The filter methods every PostgREST builder has, so one function applies them to list and count. */
interface Filterable {
  regexIMatch(column: string, pattern: string): Filterable;
  eq(column: string, value: unknown): Filterable;
  filter(column: string, operator: string, value: unknown): Filterable;
}

function withFilters<Q>(query: Q, filters: IdeaQuery): Q {
  // Typed loosely on purpose: supabase-js's builder types recurse too deep for a generic helper.
  let q = query as unknown as Filterable;
  // `imatch` with every special character escaped: the term matches itself and nothing wider.
  if (filters.search) q = q.regexIMatch('idea_text', escapeRegexLiteral(filters.search));
  if (filters.status) q = q.eq('status', filters.status);
  if (filters.tags) q = q.filter('tags', 'cs', toArrayLiteral(filters.tags));
  return q as unknown as Q;
}

/**
 * `public.ideas` through PostgREST; RLS limits every call to the caller's rows. Reads pass
 * `.retry(false)`: postgrest-js would otherwise retry a failed GET three times on its own, under
 * react-query's retries, so one outage would cost nine requests.
 */
export function createSupabaseIdeasStore(client: SupabaseClient): IdeasStore {
  const ideas = () => client.from('ideas');

  return {
    insert: async (row) =>
      unwrap(
        (await ideas()
          .insert(row)
          .select<string, IdeaRow>(IDEA_COLUMNS)
          .single()) as PostgrestResult<IdeaRow>,
      ),

    find: async (id) =>
      unwrap(
        (await ideas()
          .select<string, IdeaRow>(IDEA_COLUMNS)
          .eq('id', id)
          .maybeSingle()
          .retry(false)) as PostgrestResult<IdeaRow | null>,
      ),

    update: async (id, changes) =>
      unwrap(
        (await ideas()
          .update(changes)
          .eq('id', id)
          .select<string, IdeaRow>(IDEA_COLUMNS)
          .maybeSingle()) as PostgrestResult<IdeaRow | null>,
      ),

    setStepProgress: async (id, change) =>
      unwrap(
        (await client
          .rpc('set_step_progress', {
            idea_id: id,
            step_key: change.step === 'all' ? null : change.step,
            state: change.state,
          })
          .select(IDEA_COLUMNS)
          .maybeSingle()) as PostgrestResult<IdeaRow | null>,
      ),

    chooseStep: async (id, step) =>
      unwrap(
        (await client
          .rpc('choose_step', { idea_id: id, step })
          .select(IDEA_COLUMNS)
          .maybeSingle()) as PostgrestResult<IdeaRow | null>,
      ),

    list: async (query, page) => {
      let request = withFilters(ideas().select<string, IdeaRow>(IDEA_COLUMNS), query)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false });
      if (page.limit !== null) request = request.range(page.offset, page.offset + page.limit - 1);
      return unwrap((await request.retry(false)) as PostgrestResult<IdeaRow[]>);
    },

    count: async (query) => {
      const result = await withFilters(
        ideas().select('id', { count: 'exact', head: true }),
        query,
      ).retry(false);
      unwrap(result as PostgrestResult<null>);
      return result.count ?? 0;
    },

    delete: async (id) => {
      unwrap((await ideas().delete().eq('id', id)) as PostgrestResult<null>);
    },

    // Supabase refuses a delete without a filter; the owner's id is also what RLS allows.
    deleteOwnedBy: async (userId) => {
      unwrap((await ideas().delete().eq('user_id', userId)) as PostgrestResult<null>);
    },

    listUntouched: async (before, limit) =>
      unwrap(
        (await ideas()
          .select<string, IdeaRow>(IDEA_COLUMNS)
          .in('status', ['parked', 'in_progress'])
          .lte('updated_at', before)
          .order('updated_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(limit)
          .retry(false)) as PostgrestResult<IdeaRow[]>,
      ),
  };
}
