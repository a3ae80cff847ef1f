import type { PGlite } from '@electric-sql/pglite';
import shimSql from '../../../../supabase/local-auth-shim.sql?raw';
import { migrate, migrationsFromGlob } from './migrate';
import { refreshPlannerStatistics } from './planner-statistics';
import type { SqlSession } from './sql';
import { writeBackAfterWrites } from './write-back';

const migrationFiles = import.meta.glob<string>('../../../../supabase/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Brings an embedded database up to the schema of `supabase/migrations` (behind the auth shim that
 * stands in for Supabase's `auth` schema). Its own module so that in a browser only the database
 * worker carries the migrations' SQL, not the page.
 */
export const migrateLocalDatabase = (db: SqlSession) =>
  migrate(db, shimSql, migrationsFromGlob(migrationFiles));

/**
 * Readies a freshly opened embedded database for the app: migrated, its files written back only
 * after a transaction that wrote, and the planner's statistics up to date.
 */
export async function prepareLocalDatabase(db: PGlite): Promise<void> {
  await migrateLocalDatabase(db);
  db.transaction = writeBackAfterWrites(db);
  // Statistics only make the queries faster: a database whose analyze fails still opens.
  await db
    .transaction((tx) => refreshPlannerStatistics(tx))
    .catch((error: unknown) => console.warn('The planner statistics were not refreshed.', error));
}
