import type { PGlite, Transaction } from '@electric-sql/pglite';
import { BackendError } from '../port';
import { migrateLocalDatabase } from './schema';
import type { LocalDatabase } from './sql';

/**
 * The embedded database as local mode uses it: transactions, and closing. In a browser it runs in a
 * Web Worker (remote-database.ts); in tests and Node, PGlite runs in the calling thread.
 */
export type EmbeddedDatabase = LocalDatabase & { close(): Promise<void> };

/** Where local mode keeps its database: IndexedDB in a browser, memory elsewhere (tests). */
const defaultDataDir = (): string =>
  typeof indexedDB === 'undefined' ? 'memory://' : 'idb://clarity';

const OPEN_IN_ANOTHER_TAB =
  'Clarity is already open in another tab of this browser. Close that tab, then reload this one.';

/**
 * PGlite keeps the whole database in the memory of one tab and writes it back to IndexedDB; two
 * tabs would overwrite each other's changes. So one tab at a time holds the database, through a
 * Web Lock that lasts as long as the page, and a second tab says so instead of losing data.
 */
const claimedHere = new Set<string>();

async function claimForThisTab(dataDir: string): Promise<void> {
  if (!dataDir.startsWith('idb://') || typeof navigator === 'undefined' || !navigator.locks) return;
  // A retry in this tab (say, after a failed open) already holds the lock.
  if (claimedHere.has(dataDir)) return;
  const claimed = await new Promise<boolean>((resolve, reject) => {
    navigator.locks
      .request(`clarity-database:${dataDir}`, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        // Never settles: the lock is released when the page goes away.
        return lock ? new Promise<never>(() => undefined) : undefined;
      })
      .catch(reject);
  });
  if (!claimed) throw new BackendError(OPEN_IN_ANOTHER_TAB, 'local_database_in_use');
  claimedHere.add(dataDir);
}

/**
 * Opens PGlite in this thread, migrated to the schema of `supabase/migrations`. The browser app
 * runs it in a worker instead (`openLocalDatabase`); tests use this directly.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Durable writes: each statement's files reach IndexedDB before its promise settles. With
  // relaxedDurability the sync runs in the background, races the next statement's file changes and
  // rejects unhandled (`ErrnoError`, errno 44, seen on every first sign-up in Chromium), and a tab
  // closed right after "Account created!" could lose the account.
  const db = await PGlite.create(dataDir, { relaxedDurability: false });
  // PGlite syncs its files to IndexedDB after a statement run outside a transaction, but not after
  // a COMMIT: what a transaction wrote stayed in memory until some later plain statement, and a
  // reload lost it (a new account was gone on the next page load). Every read and write here runs
  // in a transaction, so each one ends with the sync. (The worker does the same.)
  const transaction = db.transaction.bind(db);
  db.transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const result = await transaction(callback);
    await db.syncToFs();
    return result;
  };
  await migrateLocalDatabase(db);
  return db;
}

/** A browser runs the database in a Web Worker, off the page's thread (see remote-database.ts). */
const canUseWorker = (dataDir: string) =>
  dataDir.startsWith('idb://') && typeof Worker !== 'undefined';

/**
 * Opens the embedded PostgreSQL (PGlite, loaded on demand so its WASM is never in the first page
 * load) with its schema up to date with `supabase/migrations`.
 */
export async function openLocalDatabase(
  dataDir: string = defaultDataDir(),
): Promise<EmbeddedDatabase> {
  await claimForThisTab(dataDir);
  if (canUseWorker(dataDir)) {
    const { openRemoteDatabase } = await import('./remote-database');
    return openRemoteDatabase(dataDir);
  }
  return openEmbeddedDatabase(dataDir);
}
