import { wrap, type Remote } from 'comlink';
import type { DatabaseWorkerApi } from './database.worker';
import type { LocalDatabase, SqlSession } from './sql';

/** An error as it crosses from the worker: its message plus PostgreSQL's fields (code, detail…). */
export type RemoteError = { message: string } & Record<string, string | number>;
export type RemoteResult<T> = { ok: true; value: T } | { ok: false; error: RemoteError };

/** Back on the page, the same fields on an Error, which is all toBackendError reads. */
function unwrap<T>(result: RemoteResult<T>): T {
  if (result.ok) return result.value;
  throw Object.assign(new Error(result.error.message), result.error);
}

/**
 * The embedded database running in a Web Worker (database.worker.ts), seen from the page. Booting
 * PGlite is seconds of CPU — WebAssembly compile, restoring its files from IndexedDB, migrations —
 * that on the page's own thread froze every tap and scroll meanwhile (Lighthouse counted ~20 s of
 * blocking time on /ideas). Here it costs the page nothing; each statement is one message.
 *
 * A transaction stays open in the worker while the page's callback runs its statements, so the
 * adapter code (RLS claims, several statements per call) is the same on both sides.
 */
export async function openRemoteDatabase(
  dataDir: string,
): Promise<LocalDatabase & { close(): Promise<void> }> {
  const worker = new Worker(new URL('./database.worker.ts', import.meta.url), {
    type: 'module',
    name: 'clarity-database',
  });
  // A worker that fails to load (or crashes) answers nothing: report that instead of waiting.
  const crashed = new Promise<never>((_, reject) => {
    worker.addEventListener('error', (event) => {
      reject(new Error(event.message || 'The local database worker could not start.'));
    });
  });
  const remote: Remote<DatabaseWorkerApi> = wrap<DatabaseWorkerApi>(worker);
  try {
    unwrap(await Promise.race([remote.open(dataDir), crashed]));
  } catch (error) {
    worker.terminate();
    throw error;
  }

  return {
    async transaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T> {
      const id = unwrap(await remote.begin());
      const tx: SqlSession = {
        query: async <R>(sql: string, params?: unknown[]) =>
          unwrap(await remote.query(id, sql, params)) as { rows: R[] },
        exec: async (sql: string) => unwrap(await remote.exec(id, sql)),
      };
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        // The statement's own error is the one worth reporting; the rollback's would hide it.
        await remote.end(id, false).catch(() => undefined);
        throw error;
      }
      unwrap(await remote.end(id, true));
      return result;
    },
    async close() {
      worker.terminate();
    },
  };
}
