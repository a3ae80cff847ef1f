import type { PGlite } from '@electric-sql/pglite';
import shimSql from '../../../../supabase/local-auth-shim.sql?raw';
import { migrate, migrationsFromGlob } from './migrate';

const migrationFiles = import.meta.glob<string>('../../../../supabase/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Where local mode keeps its database: IndexedDB in a browser, memory elsewhere (tests). */
export const defaultDataDir = (): string =>
  typeof indexedDB === 'undefined' ? 'memory://' : 'idb://clarity';

/**
 * Opens the embedded PostgreSQL (PGlite, loaded on demand so its WASM is never in the first page
 * load) and brings its schema up to date with `supabase/migrations`.
 */
export async function openLocalDatabase(dataDir: string = defaultDataDir()): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir, { relaxedDurability: true });
  await migrate(db, shimSql, migrationsFromGlob(migrationFiles));
  return db;
}
