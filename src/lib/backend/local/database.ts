import type { PGlite } from '@electric-sql/pglite';
import { BackendError } from '@/domain/errors';
import { ERASE_SQL, salvageFile, salvageTables } from './salvage';
import type { LocalDatabase } from './sql';
import { indexedDbNameOf } from './storage-names';

/**
 * The embedded database as local mode uses it: transactions, and closing. In a browser it runs in a
 * Web Worker (remote-database.ts); in tests and Node, PGlite runs in the calling thread.
 */
export type EmbeddedDatabase = LocalDatabase & { close(): Promise<void> };

/** Where local mode keeps its database: IndexedDB in a browser, memory elsewhere (tests). */
export const defaultDataDir = (): string =>
  typeof indexedDB === 'undefined' ? 'memory://' : 'idb://clarity';

const OPEN_IN_ANOTHER_TAB =
  'Clarity is already open in another tab of this browser. Close that tab, then reload this one.';

/**
 * PGlite keeps the whole database in the memory of one tab and writes it back to IndexedDB; two
 * tabs would overwrite each other's changes. So one tab at a time holds the database, through a
 * Web Lock that lasts as long as the page (or, without Web Locks, a heartbeat in localStorage), and
 * a second tab says so instead of losing data.
 */
const claimedHere = new Set<string>();

/** Claims `dataDir` for this tab, or says it is open in another (exported for tests). */
export async function claimForThisTab(dataDir: string): Promise<void> {
  if (!dataDir.startsWith('idb://') || typeof navigator === 'undefined') return;
  // A retry in this tab (say, after a failed open) already holds the claim.
  if (claimedHere.has(dataDir)) return;
  const claimed = navigator.locks
    ? await claimWithWebLock(dataDir)
    : await claimWithHeartbeat(`clarity-database:${dataDir}`);
  if (!claimed) throw new BackendError(OPEN_IN_ANOTHER_TAB, 'local_database_in_use');
  claimedHere.add(dataDir);
}

function claimWithWebLock(dataDir: string): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    navigator.locks
      .request(`clarity-database:${dataDir}`, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        // Never settles: the lock is released when the page goes away.
        return lock ? new Promise<never>(() => undefined) : undefined;
      })
      .catch(reject);
  });
}

/** How often the tab holding the database says so, and how long a silent claim still counts. */
export const CLAIM_HEARTBEAT_MS = 1_000;
const CLAIM_STALE_MS = 4 * CLAIM_HEARTBEAT_MS;

/**
 * Without Web Locks (older browsers, some embedded views) two tabs would write over each other, so
 * the holder stamps a localStorage entry every second and another tab that finds a fresh stamp
 * refuses, like with the lock. A tab that was closed stops stamping; its claim lapses in seconds.
 * Storage that cannot be written gives no way to tell tabs apart: then this tab opens as before.
 */
async function claimWithHeartbeat(key: string): Promise<boolean> {
  let storage: Storage;
  try {
    storage = localStorage;
  } catch {
    return true;
  }
  // Web Locks and randomUUID both need a secure context; a page served over plain http has neither.
  const me = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const holder = (): { id: string; at: number } | null => {
    try {
      const value = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
      return value && typeof value === 'object' ? (value as { id: string; at: number }) : null;
    } catch {
      return null;
    }
  };
  const stamp = () => {
    try {
      storage.setItem(key, JSON.stringify({ id: me, at: Date.now() }));
    } catch {
      // Storage full or switched off mid-way: the claim lapses, and this tab keeps working.
    }
  };
  const current = holder();
  if (current && current.id !== me && Date.now() - current.at < CLAIM_STALE_MS) return false;
  stamp();
  // Two tabs opening in the same instant both saw no holder: the later stamp wins, the other backs off.
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (holder()?.id !== me) return false;
  const timer = setInterval(stamp, CLAIM_HEARTBEAT_MS);
  addEventListener('pagehide', () => {
    clearInterval(timer);
    if (holder()?.id === me) storage.removeItem(key);
  });
  return true;
}

/**
 * Opens PGlite in this thread, migrated to the schema of `supabase/migrations`. The browser app
 * runs it in a worker instead (`openLocalDatabase`); tests use this directly. `loadDataDir` is a
 * data-directory archive to start from, as the worker starts a first visit from the build's
 * (scripts/vite-initial-database.ts); the migrations then only confirm it is up to date.
 */
export async function openEmbeddedDatabase(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  // Both on demand: a browser opens the database in its worker, and this module is on the page,
  // where the migrations' SQL (about 60 KB) would only be parsed for nothing.
  const [{ PGlite }, { prepareLocalDatabase }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./schema'),
  ]);
  // Durable writes: what a transaction wrote reaches IndexedDB before its promise settles. With
  // relaxedDurability the sync runs in the background, races the next statement's file changes and
  // rejects unhandled (`ErrnoError`, errno 44, seen on every first sign-up in Chromium), and a tab
  // closed right after "Account created!" could lose the account.
  const db = await PGlite.create(dataDir, { relaxedDurability: false, loadDataDir });
  try {
    await prepareLocalDatabase(db);
  } catch (error) {
    // Closed, so 'Download my data' and 'Start fresh' can open the same files.
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

/** A browser runs the database in a Web Worker, off the page's thread (see remote-database.ts). */
export const canUseWorker = (dataDir: string) =>
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

/**
 * For 'Download my data' when the database would not open or migrate: the rows that can still be
 * read (as JSON), else PGlite's archive of its files, else null. It opens the files without
 * migrating them, so a database a new migration fails on still gives its rows.
 */
export async function salvageLocalDatabase(
  dataDir: string = defaultDataDir(),
): Promise<File | null> {
  if (canUseWorker(dataDir)) {
    const { salvageInWorker } = await import('./remote-database');
    const { tables, archive } = await salvageInWorker(dataDir);
    return salvageFile(tables, archive);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  let db: PGlite;
  try {
    db = await PGlite.create(dataDir);
  } catch {
    return null;
  }
  try {
    const tables = await salvageTables(db);
    const archive = await db.dumpDataDir('gzip').catch(() => null);
    return salvageFile(tables, archive);
  } finally {
    await db.close().catch(() => undefined);
  }
}

/**
 * For 'Start fresh': deletes local mode's database in this browser (every local account and
 * everything it saved). The caller has closed it and asked the person first.
 */
export async function eraseLocalDatabase(dataDir: string = defaultDataDir()): Promise<void> {
  if (dataDir.startsWith('idb://')) {
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase(indexedDbNameOf(dataDir));
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to delete.'));
    });
    return;
  }
  if (dataDir === 'memory://') return;
  // A data directory on disk (tests): empty it through PostgreSQL, the only file access here.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  try {
    await db.exec(ERASE_SQL);
  } finally {
    await db.close();
  }
}
