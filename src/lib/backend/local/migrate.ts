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

export async function migrate(
  db: SqlSession,
  shimSql: string,
  migrations: Migration[],
): Promise<{ applied: string[] }> {
  await db.exec(shimSql);
  await db.exec(`
    create schema if not exists clarity_local;
    create table if not exists ${VERSION_TABLE} (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const { rows } = await db.query<{ name: string }>(`select name from ${VERSION_TABLE}`);
  const done = new Set(rows.map((row) => row.name));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    // One transaction per file, with its version row: a broken migration leaves no trace.
    const recordVersion = `insert into ${VERSION_TABLE} (name) values ('${migration.name.replaceAll("'", "''")}');`;
    try {
      await db.exec(`begin;\n${migration.sql}\n;\n${recordVersion}\ncommit;`);
    } catch (error) {
      await db.exec('rollback;').catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${migration.name} failed: ${reason}`, { cause: error });
    }
    applied.push(migration.name);
  }
  return { applied };
}
