import type { SqlSession } from './sql';

/**
 * What 'Download my data' reads from a database that opened but could not be brought up to date:
 * each table on its own, so one that cannot be read does not lose the others. Accounts keep their
 * e-mail and dates; password hashes stay out of the file.
 */
const SALVAGE_QUERIES: Record<string, string> = {
  accounts: `select id, email, raw_user_meta_data as profile, created_at from auth.users`,
  ideas: `select * from public.ideas order by created_at`,
  guides: `select * from public.idea_guides`,
  feedback: `select * from public.feedback`,
};

export type SalvagedTables = Record<string, unknown[]>;

export async function salvageTables(db: Pick<SqlSession, 'query'>): Promise<SalvagedTables> {
  const tables: SalvagedTables = {};
  for (const [name, sql] of Object.entries(SALVAGE_QUERIES)) {
    try {
      tables[name] = (await db.query<unknown>(sql)).rows;
    } catch {
      // A table that is missing or damaged: the file says what could be read.
    }
  }
  return tables;
}

/**
 * Empties a database that opened, for 'Start fresh' where its files cannot simply be deleted (an
 * in-memory or on-disk data directory outside a browser). Every migration runs again on it.
 */
export const ERASE_SQL = `
  drop schema if exists clarity_local cascade;
  drop schema if exists public cascade;
  drop schema if exists auth cascade;
  create schema public;
`;

/** The download: readable rows as JSON, else PGlite's archive of its data directory, else nothing. */
export function salvageFile(tables: SalvagedTables, archive: Blob | null): File | null {
  const day = new Date().toISOString().slice(0, 10);
  if (Object.keys(tables).length > 0) {
    const json = JSON.stringify({ exportedAt: new Date().toISOString(), ...tables }, null, 2);
    return new File([json], `clarity-local-data-${day}.json`, { type: 'application/json' });
  }
  if (archive) {
    return new File([archive], `clarity-local-database-${day}.tar.gz`, {
      type: 'application/gzip',
    });
  }
  return null;
}
