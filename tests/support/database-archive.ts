import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

/**
 * The run's migrated database (db-archive.ts), as PGlite's `loadDataDir` takes it. A database
 * started from it skips initdb and the migrations, as a first visit to a local-mode build does;
 * the app's own opening still runs the migrations, which find every one applied.
 */
export const migratedDatabaseArchive = async (): Promise<Blob> =>
  new Blob([await readFile(inject('databaseArchive'))]);
