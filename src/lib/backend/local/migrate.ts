import type { SqlSession } from './sql';

/**
 * Applies the auth shim and `supabase/migrations` to an embedded database, each migration once.
 * A schema-version table remembers what ran, so an upgrade applies only the new files.
 */

export interface Migration {
  /** The file name, e.g. `20250101000000_ideas.sql`; names sort in the order they must run. */
  name: string;
  sql: string;
}

const VERSION_TABLE = 'clarity_local.schema_migrations';

/** Turns the result of `import.meta.glob('…/*.sql', { query: '?raw', import: 'default', eager: true })` into ordered migrations. */
export function migrationsFromGlob(files: Record<string, string>): Migration[] {
  return Object.entries(files)
    .map(([path, sql]) => ({ name: path.slice(path.lastIndexOf('/') + 1), sql }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The shim's row in the version table: its name and a digest of its text, so a changed shim runs
 * again on the next start.
 */
const SHIM_RECORD = `'local-auth-shim ' || md5($1::text)`;

const recordedNames = async (db: SqlSession) =>
  new Set(
    (await db.query<{ name: string }>(`select name from ${VERSION_TABLE}`)).rows.map(
      (row) => row.name,
    ),
  );

/**
 * What the version table records (nothing for a new database, which has none yet), and the name
 * the shim `shimSql` is recorded under. Only reads: an up-to-date database is not written to.
 */
async function readVersions(
  db: SqlSession,
  shimSql: string,
): Promise<{ recorded: Set<string>; shim: string }> {
  const { rows } = await db.query<{ ready: boolean; shim: string }>(
    `select to_regclass('${VERSION_TABLE}') is not null as ready, ${SHIM_RECORD} as shim`,
    [shimSql],
  );
  const { ready, shim } = rows[0]!;
  return { recorded: ready ? await recordedNames(db) : new Set(), shim };
}

/**
 * Brings the database up to date: the shim when it is new or has changed, then every pending
 * file. An up-to-date database, every start after the first, only has its version table read: the
 * shim's `create or replace` statements wrote to the catalog on each start, and each write is
 * written back to IndexedDB (about 150 ms of a repeat visit's start,
 * docs/decisions/102-an-up-to-date-database-opens-without-writing.md).
 *
 * The shim, the version table and every pending file go to the database in as few statements as
 * possible: PGlite writes its files back to storage after each statement run outside a transaction,
 * so one statement per file cost one write-back each on a first start
 * (docs/decisions/056-local-database-warm-up.md).
 */
export async function migrate(
  db: SqlSession,
  shimSql: string,
  migrations: Migration[],
): Promise<{ applied: string[] }> {
  const { recorded: done, shim } = await readVersions(db, shimSql);
  if (!done.has(shim)) {
    await db.exec(`${shimSql}
    ;
    create schema if not exists clarity_local;
    create table if not exists ${VERSION_TABLE} (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
    await db.query(
      `insert into ${VERSION_TABLE} (name) values (${SHIM_RECORD}) on conflict (name) do nothing`,
      [shimSql],
    );
  }
  const pending = migrations.filter((migration) => !done.has(migration.name));
  if (pending.length === 0) return { applied: [] };
  // One transaction per file, with its version row: a broken migration leaves no trace, and the
  // files before it stay applied.
  const script = pending
    .map(
      (migration) =>
        `begin;\n${migration.sql}\n;\ninsert into ${VERSION_TABLE} (name) values ('${migration.name.replaceAll("'", "''")}');\ncommit;`,
    )
    .join('\n');
  try {
    await db.exec(script);
  } catch (error) {
    await db.exec('rollback;').catch(() => undefined);
    const nowDone = await recordedNames(db).catch(() => done);
    const failed = pending.find((migration) => !nowDone.has(migration.name));
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.name ?? pending[0]!.name} failed: ${reason}`, {
      cause: error,
    });
  }
  return { applied: pending.map((migration) => migration.name) };
}
