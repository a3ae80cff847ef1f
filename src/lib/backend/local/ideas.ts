import type { IdeaQuery, IdeasStore } from '../data/store';
import { IDEA_COLUMNS, type IdeaRow } from '../data/rows';
import { escapeLikePattern } from '../data/search';
import type { RunAsCaller } from './sql';

/** The `where` of a list or count; values travel as parameters, never inside the SQL text. */
function whereOf(query: IdeaQuery, params: unknown[]): string {
  const conditions: string[] = [];
  if (query.search) {
    params.push(escapeLikePattern(query.search));
    conditions.push(`idea_text ilike '%' || $${params.length} || '%' escape '\\'`);
  }
  if (query.status) {
    params.push(query.status);
    conditions.push(`status = $${params.length}`);
  }
  if (query.tags) {
    params.push(query.tags);
    conditions.push(`tags @> $${params.length}::text[]`);
  }
  // No `user_id = ...` here: RLS already limits a person to their own rows (and lets the service
  // role see all), and the planner uses the policy's condition for the index.
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

/** `public.ideas` in SQL, each call one transaction under the caller's RLS claims. */
export function createLocalIdeasStore(run: RunAsCaller): IdeasStore {
  /** The one row a statement returns, or null. */
  const oneRow = (sql: string, params: unknown[]) =>
    run(async (tx) => (await tx.query<IdeaRow>(sql, params)).rows[0] ?? null);

  return {
    insert: async (row) =>
      (await oneRow(
        `insert into public.ideas (idea_text, structured_data, status, tags)
         values ($1, $2::jsonb, $3, $4::text[])
         returning ${IDEA_COLUMNS}`,
        [
          row.idea_text,
          row.structured_data === null ? null : JSON.stringify(row.structured_data),
          row.status,
          row.tags,
        ],
      ))!,

    find: (id) => oneRow(`select ${IDEA_COLUMNS} from public.ideas where id = $1`, [id]),

    update: (id, changes) => {
      const sets: string[] = [];
      const params: unknown[] = [id];
      if (changes.selected_next_step !== undefined) {
        params.push(changes.selected_next_step);
        sets.push(`selected_next_step = $${params.length}`);
      }
      if (changes.status !== undefined) {
        params.push(changes.status);
        sets.push(`status = $${params.length}`);
      }
      if (changes.structured_data !== undefined) {
        params.push(JSON.stringify(changes.structured_data));
        sets.push(`structured_data = $${params.length}::jsonb`);
      }
      if (changes.tags !== undefined) {
        params.push(changes.tags);
        sets.push(`tags = $${params.length}::text[]`);
      }
      return oneRow(
        `update public.ideas set ${sets.join(', ')} where id = $1 returning ${IDEA_COLUMNS}`,
        params,
      );
    },

    setStepProgress: (id, change) =>
      oneRow(`select ${IDEA_COLUMNS} from public.set_step_progress($1, $2, $3)`, [
        id,
        change.step === 'all' ? null : change.step,
        change.state,
      ]),

    chooseStep: (id, step) =>
      oneRow(`select ${IDEA_COLUMNS} from public.choose_step($1, $2)`, [id, step]),

    list: (query, page) =>
      run(async (tx) => {
        const params: unknown[] = [];
        const where = whereOf(query, params);
        let paging = '';
        if (page.limit !== null) {
          params.push(page.limit, page.offset);
          paging = `limit $${params.length - 1} offset $${params.length}`;
        }
        const { rows } = await tx.query<IdeaRow>(
          `select ${IDEA_COLUMNS} from public.ideas ${where} order by created_at desc, id desc ${paging}`,
          params,
        );
        return rows;
      }),

    count: (query) =>
      run(async (tx) => {
        const params: unknown[] = [];
        const { rows } = await tx.query<{ count: number }>(
          `select count(*)::int as count from public.ideas ${whereOf(query, params)}`,
          params,
        );
        return rows[0]?.count ?? 0;
      }),

    delete: async (id) => {
      await run((tx) => tx.query(`delete from public.ideas where id = $1`, [id]));
    },

    deleteOwnedBy: async (userId) => {
      await run((tx) => tx.query(`delete from public.ideas where user_id = $1`, [userId]));
    },

    listUntouched: (before, limit) =>
      run(
        async (tx) =>
          (
            await tx.query<IdeaRow>(
              `select ${IDEA_COLUMNS} from public.ideas
               where status in ('parked', 'in_progress') and updated_at <= $1::timestamptz
               order by updated_at desc, id desc limit $2`,
              [before, limit],
            )
          ).rows,
      ),
  };
}
