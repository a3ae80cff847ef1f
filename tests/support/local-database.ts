import type { PGlite } from '@electric-sql/pglite';
import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/backend/local/database';
import { migratedDatabaseArchive } from './database-archive';
import { trackTransaction } from './work-in-flight';

/**
 * The embedded database behind every local backend of the component tests: one per worker, shared
 * by the files it runs (docs/decisions/089-one-local-database-per-test-file.md, amended by
 * 090-component-files-share-a-worker.md). Opening one costs seconds (PGlite's WebAssembly, then
 * unpacking the run's migrated archive); emptying one costs tens of milliseconds. So it is opened
 * once, from the run's archive (db-archive.ts), through the app's own opening
 * (`openEmbeddedDatabase`), and every test starts from an empty database as if it were a new
 * browser:
 * - the first backend of a test to reach the database empties it (every row of `public` and
 *   `auth`; the schema and its migrations stay);
 * - a backend opened before the tests (a file's shared backend, in `beforeAll`) empties it once
 *   and keeps it for the whole file; a test after the first empties what earlier tests wrote only
 *   if it opens a backend of its own.
 * Two backends made in one test see the same rows: two tabs of one browser.
 */

let opened: Promise<PGlite> | undefined;
/** Counts the tests, so a database is emptied once per test, not once per backend. */
let currentTest = 0;
let emptiedFor = -1;

/**
 * Called before each test and before each file's own `beforeAll` (setup-components.ts): the first
 * backend to reach the database after it starts from an empty one.
 */
export function startOfTest(): void {
  currentTest += 1;
}

const openShared = (): Promise<PGlite> =>
  (opened ??= migratedDatabaseArchive().then((archive) =>
    openEmbeddedDatabase('memory://', archive),
  ));

async function empty(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ tables: string }>(
    `select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables
     from pg_catalog.pg_tables where schemaname in ('public', 'auth')`,
  );
  await db.exec(`truncate table ${rows[0]!.tables} restart identity cascade`);
}

/** `openDatabase` for a local backend in a component test: the file's database, emptied per test. */
export async function openTestFileDatabase(): Promise<EmbeddedDatabase> {
  const db = await openShared();
  if (emptiedFor !== currentTest) {
    emptiedFor = currentTest;
    await empty(db);
  }
  // The app never closes its database while the page lives; the file's database outlives each test.
  // Each transaction counts until it ends: a test's end waits for it (work-in-flight.ts).
  return {
    transaction: (fn) => trackTransaction(() => db.transaction(fn)),
    close: async () => undefined,
  };
}
