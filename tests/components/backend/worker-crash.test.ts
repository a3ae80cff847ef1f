import { expose } from 'comlink';
import { expect, it } from 'vitest';
import {
  openRemoteDatabase,
  WORKER_STOPPED,
  WORKER_STOPPED_AGAIN,
} from '@/lib/backend/local/remote-database';
import { createDatabaseWorkerApi } from '@/lib/backend/local/worker-api';
import { expectConsoleError } from '../../support/console-guard';

/**
 * The database worker as the page sees it — messages in and out — running the real worker code
 * (PGlite in memory) on a MessageChannel. `crash()` is what the browser does when a worker dies
 * mid-call (out of memory, a WebAssembly abort): an `error` event, and no answer ever again.
 */
class TestWorker extends EventTarget {
  private readonly port: MessagePort;
  private stuck = false;
  terminated = false;

  constructor() {
    super();
    const { port1, port2 } = new MessageChannel();
    expose(createDatabaseWorkerApi(), port2);
    port1.addEventListener('message', (event) => {
      if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: event.data }));
    });
    port1.start();
    this.port = port1;
  }

  postMessage(message: unknown) {
    // A worker busy with something that will kill it takes the message and never answers.
    if (!this.stuck && !this.terminated) this.port.postMessage(message);
  }

  /** From now on, calls wait: the worker is stuck in what will crash it. */
  hang() {
    this.stuck = true;
  }

  crash() {
    this.dispatchEvent(new ErrorEvent('error', { message: 'Out of memory', cancelable: true }));
  }

  terminate() {
    this.terminated = true;
    this.port.close();
  }
}

const selectOne = (tx: { query: <R>(sql: string) => Promise<{ rows: R[] }> }) =>
  tx.query<{ one: number }>('select 1 as one').then(({ rows }) => rows[0]?.one);

it('a crashed worker fails the waiting calls readably, restarts once, and says so when it crashes again', async () => {
  const workers: TestWorker[] = [];
  const createWorker = () => {
    const worker = new TestWorker();
    workers.push(worker);
    return worker as unknown as Worker;
  };
  const database = await openRemoteDatabase('memory://', { createWorker });
  expect(await database.transaction(selectOne)).toBe(1);

  // The worker dies while a call waits on it: the call ends with a message, not a hang.
  workers[0]!.hang();
  const waiting = database.transaction(selectOne);
  workers[0]!.crash();
  await expect(waiting).rejects.toThrow(WORKER_STOPPED);
  expect(workers[0]!.terminated).toBe(true);

  // The next call starts a new worker and works.
  expect(await database.transaction(selectOne)).toBe(1);
  expect(workers).toHaveLength(2);

  // A second crash is final for this page: it says so, now and for every later call.
  workers[1]!.hang();
  const waitingAgain = database.transaction(selectOne);
  workers[1]!.crash();
  await expect(waitingAgain).rejects.toThrow(WORKER_STOPPED_AGAIN);
  await expect(database.transaction(selectOne)).rejects.toThrow(WORKER_STOPPED_AGAIN);
  expect(workers).toHaveLength(2);
  expect(expectConsoleError(/The local database worker crashed/)).toBe(2);
}, 120_000);
