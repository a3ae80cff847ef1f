import type { PortfolioStore } from '../data/store';
import { PORTFOLIO_COLUMNS, type PortfolioRow } from '../data/rows';
import type { RunAsCaller } from './sql';

/** `public.portfolios` in SQL: the caller's one row, under their RLS claims. */
export function createLocalPortfolioStore(run: RunAsCaller): PortfolioStore {
  return {
    find: () =>
      run(
        async (tx) =>
          (await tx.query<PortfolioRow>(`select ${PORTFOLIO_COLUMNS} from public.portfolios`))
            .rows[0] ?? null,
      ),

    upsert: (userId, changes) =>
      run(async (tx) => {
        const columns = ['user_id'];
        const values = ['$1'];
        const params: unknown[] = [userId];
        const add = (column: string, value: unknown, cast = '') => {
          params.push(value);
          columns.push(column);
          values.push(`$${params.length}${cast}`);
        };
        if (changes.focus_idea_id !== undefined)
          add('focus_idea_id', changes.focus_idea_id, '::uuid');
        if (changes.last_triage !== undefined)
          add('last_triage', JSON.stringify(changes.last_triage), '::jsonb');
        const updates = columns.slice(1).map((column) => `${column} = excluded.${column}`);
        const { rows } = await tx.query<PortfolioRow>(
          `insert into public.portfolios (${columns.join(', ')}) values (${values.join(', ')})
           on conflict (user_id) do ${updates.length > 0 ? `update set ${updates.join(', ')}` : 'nothing'}
           returning ${PORTFOLIO_COLUMNS}`,
          params,
        );
        return (
          rows[0] ??
          (await tx.query<PortfolioRow>(`select ${PORTFOLIO_COLUMNS} from public.portfolios`))
            .rows[0]!
        );
      }),

    hideFromShelf: (ideaId, until) =>
      run(
        async (tx) =>
          (
            await tx.query<PortfolioRow>(
              `select ${PORTFOLIO_COLUMNS} from public.hide_from_shelf($1::uuid, $2::timestamptz)`,
              [ideaId, until],
            )
          ).rows[0]!,
      ),
  };
}
