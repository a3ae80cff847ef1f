import { wrap, type Remote } from 'comlink';
import { BackendError } from '@/domain/errors';
import type { SalvagedTables } from './salvage';
import type { LocalDatabase, SqlSession } from './sql';
import type { RemoteResult } from './remote-result';
import type { DatabaseWorkerApi } from './worker-api';

/** Back on the page, the same fields on an Error, which is all toBackendError reads. */
function unwrap<T>(result: RemoteResult<T>): T {
  if (result.ok) return result.value;
  throw Object.assign(new Error(result.error.message), result.error);
}

/** Set by a local-mode production build: its pre-made database (scripts/vite-initial-database.ts). */
declare const __CLARITY_INITIAL_DATABASE__: string | undefined;
const initialDatabaseUrl = (): string | undefined =>
  typeof __CLARITY_INITIAL_DATABASE__ === 'string'
    ? new URL(__CLARITY_INITIAL_DATABASE__, location.href).href
    : undefined;

/** Starts the database worker; a test passes one of its own (say, one that crashes). */
export type CreateDatabaseWorker = () => Worker;

const createDatabaseWorker: CreateDatabaseWorker = () =>
  new Worker(new URL('./database.worker.ts', import.meta.url), {
    type: 'module',
    name: 'clarity-database',
  });

export const WORKER_STOPPED =
  'The local database stopped unexpectedly, so this was not saved. Please try again.';
export const WORKER_STOPPED_AGAIN =
  'The local database stopped again and was not restarted. Reload the page to try again.';

interface RunningWorker {
  worker: Worker;
  remote: Remote<DatabaseWorkerApi>;
  /** Rejects once the worker has crashed: every call races it, so none waits forever. */
  crashed: Promise<never>;
  /** Set when it crashed: calls still addressed to this worker fail at once. */
  failure?: Error;
}

/**
 * Starts a worker and watches it. A worker that crashes (an `error` event: out of memory, a
 * WebAssembly abort) answers nothing more; without the watch, every call sent to it would hang.
 */
function startWorker(
  createWorker: CreateDatabaseWorker,
  crashError: () => Error,
  onCrash: () => void = () => undefined,
): RunningWorker {
  const worker = createWorker();
  let reject!: (error: Error) => void;
  const crashed = new Promise<never>((_, fail) => (reject = fail));
  // Nobody may be waiting when it crashes; the rejection is still read by later calls.
  crashed.catch(() => undefined);
  const running: RunningWorker = { worker, remote: wrap<DatabaseWorkerApi>(worker), crashed };
  worker.addEventListener('error', (event) => {
    if (running.failure) return;
    event.preventDefault();
    console.error('The local database worker crashed.', event.message);
    running.failure = crashError();
    worker.terminate();
    reject(running.failure);
    onCrash();
  });
  return running;
}

async function call<T>(
  running: RunningWorker,
  work: (remote: Remote<DatabaseWorkerApi>) => Promise<RemoteResult<T>>,
): Promise<T> {
  if (running.failure) throw running.failure;
  return unwrap(await Promise.race([work(running.remote), running.crashed]));
}

/** Starts a worker and opens the database in it; a worker that fails to start says so. */
async function startAndOpen(
  dataDir: string,
  createWorker: CreateDatabaseWorker,
  crashError: () => Error,
  onCrash?: () => void,
): Promise<RunningWorker> {
  const running = startWorker(createWorker, crashError, onCrash);
  try {
    await call(running, (remote) => remote.open(dataDir, initialDatabaseUrl()));
  } catch (error) {
    running.worker.terminate();
    throw error;
  }
  return running;
}

/**
 * The embedded database running in a Web Worker (database.worker.ts), seen from the page. Booting
 * PGlite is seconds of CPU — WebAssembly compile, restoring its files from IndexedDB, migrations —
 * that on the page's own thread froze every tap and scroll meanwhile (Lighthouse counted ~20 s of
 * blocking time on /ideas). Here it costs the page nothing; each statement is one message.
 *
 * A transaction stays open in the worker while the page's callback runs its statements, so the
 * adapter code (RLS claims, several statements per call) is the same on both sides.
 *
 * A worker that crashes after opening rejects the calls waiting on it with a readable error; the
 * next transaction starts a new worker, once. A second crash is final for this page load
 * (docs/decisions/037-local-mode-without-dead-ends.md).
 */
export async function openRemoteDatabase(
  dataDir: string,
  { createWorker = createDatabaseWorker }: { createWorker?: CreateDatabaseWorker } = {},
): Promise<LocalDatabase & { close(): Promise<void> }> {
  let crashes = 0;
  const crashError = () =>
    new BackendError(
      crashes === 0 ? WORKER_STOPPED : WORKER_STOPPED_AGAIN,
      'local_database_stopped',
    );
  const counted = () => {
    crashes += 1;
  };
  // A crash while opening fails the open: the caller offers the way out (sql.ts, index.ts).
  let current = await startAndOpen(dataDir, createWorker, crashError, counted);
  let restarting: Promise<RunningWorker> | undefined;

  /** The worker for a new transaction: the running one, or after one crash a new one. */
  const worker = async (): Promise<RunningWorker> => {
    if (!current.failure) return current;
    if (crashes > 1) throw current.failure;
    restarting ??= startAndOpen(dataDir, createWorker, crashError, counted).then(
      (running) => {
        current = running;
        return running;
      },
      (error: unknown) => {
        console.error('The local database worker could not be restarted.', error);
        crashes = 2;
        throw new BackendError(WORKER_STOPPED_AGAIN, 'local_database_stopped', undefined, {
          cause: error,
        });
      },
    );
    try {
      return await restarting;
    } finally {
      restarting = undefined;
    }
  };

  return {
    async transaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T> {
      // Every statement of a transaction goes to the worker it began on, even if another starts.
      const running = await worker();
      const id = await call(running, (remote) => remote.begin());
      const tx: SqlSession = {
        query: async <R>(sql: string, params?: unknown[]) =>
          (await call(running, (remote) => remote.query(id, sql, params))) as { rows: R[] },
        exec: async (sql: string) => call(running, (remote) => remote.exec(id, sql)),
      };
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        // The statement's own error is the one worth reporting; the rollback's would hide it.
        await call(running, (remote) => remote.end(id, false)).catch(() => undefined);
        throw error;
      }
      await call(running, (remote) => remote.end(id, true));
      return result;
    },
    async close() {
      current.worker.terminate();
    },
  };
}

/**
 * For 'Download my data' when the database would not open: a worker of its own opens the files
 * without migrating them and reads what it can.
 */
export async function salvageInWorker(
  dataDir: string,
  { createWorker = createDatabaseWorker }: { createWorker?: CreateDatabaseWorker } = {},
): Promise<{ tables: SalvagedTables; archive: Blob | null }> {
  const running = startWorker(createWorker, () => new Error(WORKER_STOPPED));
  try {
    return await call(running, (remote) => remote.salvage(dataDir));
  } catch (error) {
    console.error('Nothing could be read from the local database.', error);
    return { tables: {}, archive: null };
  } finally {
    running.worker.terminate();
  }
}
