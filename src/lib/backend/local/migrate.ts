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
  await db.exec(`${shimSql}
    ;
    create schema if not exists clarity_local;
    create table if not exists ${VERSION_TABLE} (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const recorded = async () =>
    new Set(
      (await db.query<{ name: string }>(`select name from ${VERSION_TABLE}`)).rows.map(
        (row) => row.name,
      ),
    );
  const done = await recorded();
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
    const nowDone = await recorded().catch(() => done);
    const failed = pending.find((migration) => !nowDone.has(migration.name));
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.name ?? pending[0]!.name} failed: ${reason}`, {
      cause: error,
    });
  }
  return { applied: pending.map((migration) => migration.name) };
}
