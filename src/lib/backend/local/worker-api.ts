import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { RemoteError, RemoteResult } from './remote-result';
import { salvageTables } from './salvage';
import { indexedDbNameOf } from './storage-names';
import { prepareLocalDatabase } from './schema';

/**
 * The embedded PostgreSQL in a Web Worker (see remote-database.ts). Starting PGlite compiles ~9 MB
 * of WebAssembly, restores the data directory from IndexedDB and runs the migrations: seconds of
 * CPU that would otherwise freeze the page. The page drives transactions here one statement per
 * message; a transaction that wrote ends with the files written back to IndexedDB (write-back.ts).
 */

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  /** Settles once PGlite has committed (and synced) or rolled back. */
  settled: Promise<void>;
}
/** Thrown inside PGlite's transaction callback to make it roll back; never reaches the page. */
const ROLLBACK = Symbol('rollback');

/** Errors cross to the page as plain fields: PostgreSQL's code, detail and constraint matter there. */
function toRemoteError(error: unknown): RemoteError {
  if (!(error instanceof Error)) {
    // Emscripten throws plain objects (an ExitStatus, say): their fields say more than `[object Object]`.
    let message = String(error);
    if (message === '[object Object]') {
      try {
        message = JSON.stringify(error);
      } catch {
        // A cycle: the generic text stays.
      }
    }
    return { message };
  }
  const fields: RemoteError = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

async function settle<T>(work: () => Promise<T>): Promise<RemoteResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error: toRemoteError(error) };
  }
}

/**
 * The build's pre-made database (scripts/vite-initial-database.ts) when this browser has none yet
 * at `dataDir`; undefined otherwise, or when it cannot be fetched: then PGlite creates the database
 * itself, as it always did. A browser that cannot list its IndexedDB databases never gets it, so
 * an existing database is never overwritten.
 */
async function initialDatabase(
  dataDir: string,
  url: string | undefined,
): Promise<Blob | undefined> {
  if (!url || !dataDir.startsWith('idb://') || typeof indexedDB?.databases !== 'function')
    return undefined;
  try {
    const existing = await indexedDB.databases();
    if (existing.some((database) => database.name === indexedDbNameOf(dataDir))) return undefined;
    const response = await fetch(url);
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the database worker offers the page (database.worker.ts exposes it; a test may expose it on
 * a MessageChannel of its own).
 */
export function createDatabaseWorkerApi() {
  let database: PGlite | undefined;
  const transactions = new Map<number, OpenTransaction>();
  let nextTransactionId = 1;

  function openTransaction(id: number): OpenTransaction {
    const open = transactions.get(id);
    if (!open) throw new Error(`Transaction ${id} is not open.`);
    return open;
  }

  return {
    open: (dataDir: string, initialDatabaseUrl?: string) =>
      settle(async () => {
        if (database) return;
        const loadDataDir = await initialDatabase(dataDir, initialDatabaseUrl);
        // Durable writes: what a transaction wrote reaches IndexedDB before its promise settles (see
        // database.ts for the failures relaxed durability caused).
        const db = await PGlite.create(dataDir, { relaxedDurability: false, loadDataDir });
        await prepareLocalDatabase(db);
        database = db;
      }),

    begin: () =>
      settle(async () => {
        const db = database;
        if (!db) throw new Error('The local database is not open.');
        const id = nextTransactionId++;
        let started!: (tx: Transaction) => void;
        const ready = new Promise<Transaction>((resolve) => (started = resolve));
        let finish!: (commit: boolean) => void;
        const decided = new Promise<boolean>((resolve) => (finish = resolve));
        const settled = db
          .transaction(async (tx) => {
            started(tx);
            if (!(await decided)) throw ROLLBACK;
          })
          .catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          });
        // PGlite runs one transaction at a time: this waits for the ones before it.
        const tx = await Promise.race([
          ready,
          settled.then(() => {
            throw new Error('The transaction ended before it began.');
          }),
        ]);
        transactions.set(id, { tx, finish, settled });
        return id;
      }),

    query: (id: number, sql: string, params?: unknown[]) =>
      settle(async () => {
        const { rows } = await openTransaction(id).tx.query(sql, params);
        return { rows };
      }),

    exec: (id: number, sql: string) =>
      settle(async () => {
        await openTransaction(id).tx.exec(sql);
      }),

    end: (id: number, commit: boolean) =>
      settle(async () => {
        const open = openTransaction(id);
        transactions.delete(id);
        open.finish(commit);
        await open.settled;
      }),

    /**
     * For 'Download my data': opens the files without migrating them and reads what it can, plus
     * PGlite's archive of the data directory.
     */
    salvage: (dataDir: string) =>
      settle(async () => {
        const db = database ?? (await PGlite.create(dataDir));
        const tables = await salvageTables(db);
        const archive = await db.dumpDataDir('gzip').catch(() => null);
        return { tables, archive };
      }),
  };
}

export type DatabaseWorkerApi = ReturnType<typeof createDatabaseWorkerApi>;
