import shimSql from '../../../../supabase/local-auth-shim.sql?raw';
import { migrate, migrationsFromGlob } from './migrate';
import type { SqlSession } from './sql';

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
