import type { SqlSession } from './sql';

/**
 * The tables whose planner statistics are missing or out of date: never analyzed though they hold
 * rows, or grown or shrunk by more than a fifth (and at least two pages) since they last were.
 */
const STALE_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r'
    and n.nspname in ('public', 'auth', 'clarity_local')
    and pg_relation_size(c.oid) > 0
    and (
      c.reltuples < 0
      or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
         > greatest(1, c.relpages / 5)
    )`;

/**
 * Brings the planner's statistics up to date where the data has changed, when the embedded
 * database opens. PostgreSQL's autovacuum keeps them for a server (Supabase); PGlite runs a single
 * backend without it, so a local database was never analyzed. Without statistics the planner takes
 * `user_id = auth.uid()` for one row in two hundred, and with 5,000 ideas My Ideas' first page
 * read and sorted every one of them instead of walking the newest fifty from the index
 * (docs/decisions/060-write-back-only-after-writes.md).
 *
 * Only stale tables are analyzed, so an unchanged database pays one catalog query.
 */
export async function refreshPlannerStatistics(tx: SqlSession): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(STALE_TABLES);
  if (rows.length > 0) await tx.exec(`analyze ${rows.map((row) => row.name).join(', ')}`);
}
