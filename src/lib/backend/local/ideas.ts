import type { IdeaFilters, IdeaPatch, IdeasPort, NewIdea } from '../port';
import { BackendError } from '../port';
import { MESSAGES } from '../data/errors';
import { pageWindow } from '../data/paging';
import { IDEA_COLUMNS, toIdea, toStoredClarification, type IdeaRow } from '../data/rows';
import { escapeLikePattern, normalizeSearch } from '../data/search';
import { isUuid } from '../data/ids';
import type { RunAsCaller } from './sql';

type Filters = Pick<IdeaFilters, 'search' | 'status' | 'tags'>;

/** The `where` of a list or count; values travel as parameters, never inside the SQL text. */
function whereOf(filters: Filters, params: unknown[]): string {
  const conditions: string[] = [];
  const search = normalizeSearch(filters.search);
  if (search) {
    params.push(escapeLikePattern(search));
    conditions.push(`idea_text ilike '%' || $${params.length} || '%' escape '\\'`);
  }
  if (filters.status) {
    params.push(filters.status);
    conditions.push(`status = $${params.length}`);
  }
  if (filters.tags && filters.tags.length > 0) {
    params.push(filters.tags);
    conditions.push(`tags @> $${params.length}::text[]`);
  }
  // No `user_id = ...` here: RLS already limits a person to their own rows (and lets the service
  // role see all), and the planner uses the policy's condition for the index.
  return conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
}

const notFound = () => new BackendError(MESSAGES.ideaGone, 'not_found', 404);

export function createLocalIdeas(run: RunAsCaller): IdeasPort {
  const get = (id: string) =>
    isUuid(id)
      ? run(async (tx) => {
          const { rows } = await tx.query<IdeaRow>(
            `select ${IDEA_COLUMNS} from public.ideas where id = $1`,
            [id],
          );
          return rows[0] ? toIdea(rows[0]) : null;
        })
      : Promise.resolve(null);

  return {
    create: (idea: NewIdea) =>
      run(async (tx) => {
        const { rows } = await tx.query<IdeaRow>(
          `insert into public.ideas (idea_text, structured_data, status, tags)
           values ($1, $2::jsonb, $3, $4::text[])
           returning ${IDEA_COLUMNS}`,
          [
            idea.idea_text.trim(),
            idea.structured_data === null
              ? null
              : JSON.stringify(toStoredClarification(idea.structured_data)),
            idea.status ?? 'clarified',
            idea.tags ?? [],
          ],
        );
        return toIdea(rows[0]!);
      }),

    get,

    update: async (id: string, patch: IdeaPatch) => {
      if (!isUuid(id)) throw notFound();
      const sets: string[] = [];
      const params: unknown[] = [id];
      if (patch.step_progress !== undefined) {
        params.push(JSON.stringify(patch.step_progress));
        sets.push(`step_progress = $${params.length}::jsonb`);
      }
      if (patch.selected_next_step !== undefined) {
        params.push(patch.selected_next_step);
        sets.push(`selected_next_step = $${params.length}`);
      }
      if (patch.status !== undefined) {
        params.push(patch.status);
        sets.push(`status = $${params.length}`);
      }
      if (sets.length === 0) {
        const idea = await get(id);
        if (!idea) throw notFound();
        return idea;
      }
      return run(async (tx) => {
        const { rows } = await tx.query<IdeaRow>(
          `update public.ideas set ${sets.join(', ')} where id = $1 returning ${IDEA_COLUMNS}`,
          params,
        );
        if (!rows[0]) throw notFound();
        return toIdea(rows[0]);
      });
    },

    list: (filters: IdeaFilters = {}) =>
      run(async (tx) => {
        const params: unknown[] = [];
        const where = whereOf(filters, params);
        const page = pageWindow(filters);
        let paging = '';
        if (page.limit !== null) {
          params.push(page.limit, page.offset);
          paging = `limit $${params.length - 1} offset $${params.length}`;
        }
        const { rows } = await tx.query<IdeaRow>(
          `select ${IDEA_COLUMNS} from public.ideas ${where} order by created_at desc, id desc ${paging}`,
          params,
        );
        return rows.map(toIdea);
      }),

    remove: async (id: string) => {
      if (!isUuid(id)) return;
      await run((tx) => tx.query(`delete from public.ideas where id = $1`, [id]));
    },

    count: (filters: Filters = {}) =>
      run(async (tx) => {
        const params: unknown[] = [];
        const { rows } = await tx.query<{ count: number }>(
          `select count(*)::int as count from public.ideas ${whereOf(filters, params)}`,
          params,
        );
        return rows[0]?.count ?? 0;
      }),

    removeAll: async () => {
      await run((tx) => tx.query(`delete from public.ideas where user_id = (select auth.uid())`));
    },
  };
}
