import type { SupabaseClient } from '@supabase/supabase-js';
import {
  BackendError,
  type IdeaFilters,
  type IdeaPatch,
  type IdeasPort,
  type NewIdea,
} from '../port';
import { MESSAGES } from '../data/errors';
import { pageWindow } from '../data/paging';
import { IDEA_COLUMNS, toIdea, toStoredClarification, type IdeaRow } from '../data/rows';
import { escapeRegexLiteral, normalizeSearch, toArrayLiteral } from '../data/search';
import { isUuid } from '../data/ids';
import { sessionUserId, unwrap, type PostgrestResult } from './result';

type Filters = Pick<IdeaFilters, 'search' | 'status' | 'tags'>;

/** The filter methods every PostgREST builder has, so one function applies them to list and count. */
interface Filterable {
  regexIMatch(column: string, pattern: string): Filterable;
  eq(column: string, value: unknown): Filterable;
  filter(column: string, operator: string, value: unknown): Filterable;
}

function withFilters<Q>(query: Q, filters: Filters): Q {
  // Typed loosely on purpose: supabase-js's builder types recurse too deep for a generic helper.
  let q = query as unknown as Filterable;
  const search = normalizeSearch(filters.search);
  // `imatch` with every special character escaped: the term matches itself and nothing wider.
  if (search) q = q.regexIMatch('idea_text', escapeRegexLiteral(search));
  if (filters.status) q = q.eq('status', filters.status);
  if (filters.tags && filters.tags.length > 0)
    q = q.filter('tags', 'cs', toArrayLiteral(filters.tags));
  return q as unknown as Q;
}

/**
 * Reads pass `.retry(false)`: postgrest-js would otherwise retry a failed GET three times on its
 * own, under react-query's retries (spec §9), so one outage would cost nine requests.
 */
const notFound = () => new BackendError(MESSAGES.ideaGone, 'not_found', 404);

/** Ideas through PostgREST. RLS limits every call to the caller's rows. */
export function createSupabaseIdeas(client: SupabaseClient): IdeasPort {
  const ideas = () => client.from('ideas');

  const get = async (id: string) => {
    if (!isUuid(id)) return null;
    const row = unwrap(
      (await ideas()
        .select<string, IdeaRow>(IDEA_COLUMNS)
        .eq('id', id)
        .maybeSingle()
        .retry(false)) as PostgrestResult<IdeaRow | null>,
    );
    return row ? toIdea(row) : null;
  };

  return {
    create: async (idea: NewIdea) => {
      const row = unwrap(
        (await ideas()
          .insert({
            idea_text: idea.idea_text.trim(),
            structured_data: idea.structured_data && toStoredClarification(idea.structured_data),
            status: idea.status ?? 'clarified',
            tags: idea.tags ?? [],
          })
          .select<string, IdeaRow>(IDEA_COLUMNS)
          .single()) as PostgrestResult<IdeaRow>,
      );
      return toIdea(row);
    },

    get,

    update: async (id: string, patch: IdeaPatch) => {
      if (!isUuid(id)) throw notFound();
      const changes: IdeaPatch = {};
      if (patch.step_progress !== undefined) changes.step_progress = patch.step_progress;
      if (patch.selected_next_step !== undefined)
        changes.selected_next_step = patch.selected_next_step;
      if (patch.status !== undefined) changes.status = patch.status;
      if (Object.keys(changes).length === 0) {
        const idea = await get(id);
        if (!idea) throw notFound();
        return idea;
      }
      const row = unwrap(
        (await ideas()
          .update(changes)
          .eq('id', id)
          .select<string, IdeaRow>(IDEA_COLUMNS)
          .maybeSingle()) as PostgrestResult<IdeaRow | null>,
      );
      if (!row) throw notFound();
      return toIdea(row);
    },

    list: async (filters: IdeaFilters = {}) => {
      let query = withFilters(ideas().select<string, IdeaRow>(IDEA_COLUMNS), filters)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false });
      const page = pageWindow(filters);
      if (page.limit !== null) query = query.range(page.offset, page.offset + page.limit - 1);
      const rows = unwrap((await query.retry(false)) as PostgrestResult<IdeaRow[]>);
      return rows.map(toIdea);
    },

    remove: async (id: string) => {
      if (!isUuid(id)) return;
      unwrap((await ideas().delete().eq('id', id)) as PostgrestResult<null>);
    },

    count: async (filters: Filters = {}) => {
      const result = await withFilters(
        ideas().select('id', { count: 'exact', head: true }),
        filters,
      ).retry(false);
      unwrap(result as PostgrestResult<null>);
      return result.count ?? 0;
    },

    removeAll: async () => {
      const userId = await sessionUserId(client);
      if (!userId) throw new BackendError(MESSAGES.signInToSave, 'not_signed_in', 401);
      // Supabase refuses a delete without a filter; the owner's id is also what RLS allows.
      unwrap((await ideas().delete().eq('user_id', userId)) as PostgrestResult<null>);
    },
  };
}
