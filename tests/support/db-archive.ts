import type { TestProject } from 'vitest/node';
import { initialDatabaseArchive } from '../../scripts/vite-initial-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of a migrated database's archive (see createTestDb in db.ts). */
    databaseArchive: string;
  }
}

/**
 * Global setup of the db project: makes (or finds, from an earlier run or build) the archive of a
 * database with the shim and every migration applied, once for the whole run. Each test file's
 * database starts from it: initdb and the migrations were most of a file's time
 * (docs/decisions/066-one-database-archive-per-test-run.md).
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('databaseArchive', await initialDatabaseArchive());
}
