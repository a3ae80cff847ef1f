import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Backend } from '@/lib/backend/port';

/**
 * What a component test has started and not yet seen finish: its query clients' fetches and
 * mutations, its backends' calls (every method of every port) and the worker's local database's
 * transactions. Component files share a worker's page and database
 * (docs/decisions/090-component-files-share-a-worker.md), so work a test leaves running lands in
 * the next test's page: a sign-in that stores its session after the storage was cleared, a late
 * save into a database emptied for someone else. `setup-components.ts` waits for it before it
 * cleans the page, and fails the test when it does not settle
 * (docs/decisions/096-e2e-suite-under-twelve-minutes-again.md).
 */

const clients = new Set<QueryClient>();
const pending = new Map<string, number>();
const tracked = new WeakSet<object>();

const started = (what: string) => pending.set(what, (pending.get(what) ?? 0) + 1);
const ended = (what: string) => {
  const left = (pending.get(what) ?? 1) - 1;
  if (left > 0) pending.set(what, left);
  else pending.delete(what);
};

/** Counts `result` as in flight under `what` until it settles, when it is a promise. */
function follow<T>(what: string, result: T): T {
  if (result && typeof (result as { then?: unknown }).then === 'function') {
    started(what);
    (result as unknown as PromiseLike<unknown>).then(
      () => ended(what),
      () => ended(what),
    );
  }
  return result;
}

/** The query client a test renders with: its fetches and mutations count until the test ends. */
export function trackQueryClient(client: QueryClient): QueryClient {
  clients.add(client);
  return client;
}

const PORTS = ['auth', 'ideas', 'guides', 'feedback', 'privacy', 'stats', 'portfolio'] as const;

/**
 * A backend a test renders with: each call of a port's method counts until its promise settles.
 * The backend stays the object the test holds (its ports are wrapped in place, in a Proxy, as the
 * app's deferred backend makes them); a method a test replaced with a spy is called as it is.
 */
export function trackBackend(backend: Backend): Backend {
  if (tracked.has(backend)) return backend;
  tracked.add(backend);
  const ports = backend as unknown as Record<string, object | undefined>;
  for (const name of PORTS) {
    const port = ports[name];
    if (!port) continue;
    const wrapped = new WeakMap<(...args: unknown[]) => unknown, unknown>();
    ports[name] = new Proxy(port, {
      get(target, key, receiver) {
        const method: unknown = Reflect.get(target, key, receiver);
        if (typeof method !== 'function' || vi.isMockFunction(method)) return method;
        const call = method as (...args: unknown[]) => unknown;
        if (!wrapped.has(call))
          wrapped.set(call, function (this: unknown, ...args: unknown[]) {
            return follow(`backend.${name}.${String(key)}`, call.apply(this, args));
          });
        return wrapped.get(call);
      },
    });
  }
  return backend;
}

/** A transaction of the worker's local database (local-database.ts), counted until it ends. */
export const trackTransaction = <T>(run: () => Promise<T>): Promise<T> =>
  follow('a local database transaction', run());

/** What is still in flight, named for the message that fails the test; empty when nothing is. */
export function workInFlight(): string[] {
  const busy: string[] = [];
  for (const client of clients) {
    for (const query of client.getQueryCache().findAll({ fetchStatus: 'fetching' }))
      busy.push(`query ${JSON.stringify(query.queryKey)}`);
    for (const mutation of client.getMutationCache().findAll({ status: 'pending' }))
      busy.push(`mutation ${JSON.stringify(mutation.options.mutationKey ?? '(no key)')}`);
  }
  for (const [what, count] of pending) busy.push(count > 1 ? `${what} ×${count}` : what);
  return busy;
}

// The real clock, kept before any test fakes the timers.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const now = performance.now.bind(performance);

/** How long the end of a test waits for what it started: a ceiling on a busy 2-core machine. */
const SETTLE_WITHIN_MS = 30_000;

/**
 * Resolves once nothing is in flight (seen twice, a task apart, so that work one settle starts,
 * such as the refetch an invalidation begins, is seen too); rejects, naming what is still running,
 * when that takes longer than `within`. The clock is the real one even under fake timers, which
 * a test turns off in its own afterEach if it wants its work to finish.
 */
export async function workSettled({ within = SETTLE_WITHIN_MS } = {}): Promise<void> {
  const deadline = now() + within;
  let quiet = 0;
  for (;;) {
    const busy = workInFlight();
    quiet = busy.length === 0 ? quiet + 1 : 0;
    if (quiet >= 2) return;
    if (busy.length > 0 && now() > deadline)
      throw new Error(
        `The test ended with work in flight that had not settled ${within} ms later: ` +
          `${busy.join(', ')}. Wait for what the test starts (what it shows when it is done) ` +
          'before the test ends, so it cannot land in the next test.',
      );
    await new Promise((resolve) => realSetTimeout(resolve, busy.length === 0 ? 0 : 20));
  }
}
/** After a test: forget its query clients (the next test renders its own). */
export function forgetQueryClients(): void {
  clients.clear();
}
