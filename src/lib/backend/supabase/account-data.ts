import type { SupabaseClient } from '@supabase/supabase-js';
import type { AccountDataPart } from '../data/account-data';
import { unwrap, type PostgrestResult } from './result';

/** PostgREST answers at most this many rows per request (its `max_rows`); a part is read in pages. */
const PAGE_ROWS = 1000;

/** Every row of the part's table the caller may read, page by page; RLS limits it to their own. */
export const readSupabasePart =
  (client: SupabaseClient) =>
  async (part: AccountDataPart): Promise<unknown[]> => {
    const rows: unknown[] = [];
    for (let from = 0; ; from += PAGE_ROWS) {
      const ordered = part.orderBy
        .split(', ')
        .reduce((query, column) => query.order(column), client.from(part.table).select('*'));
      const page = unwrap(
        (await ordered.range(from, from + PAGE_ROWS - 1).retry(false)) as PostgrestResult<
          unknown[]
        >,
      );
      rows.push(...page);
      if (page.length < PAGE_ROWS) return rows;
    }
  };
