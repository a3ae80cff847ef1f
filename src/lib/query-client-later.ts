import type { QueryClient } from '@tanstack/react-query';

/**
 * Methods that only empty the caches: on a client not made yet there is nothing to empty, so they
 * do nothing instead of waiting (a session that ends, a database started fresh).
 */
const EMPTYING = new Set<PropertyKey>(['clear', 'removeQueries', 'cancelQueries', 'resetQueries']);

/**
 * The app's query client, made once its code has arrived after the first paint: TanStack's core
 * (`QueryClient`, its caches, `Query`, `Mutation`, about 7 KB gzipped) is not part of the first load,
 * since the landing page never queries (docs/decisions/097-the-first-load-carries-the-first-paint.md).
 *
 * What the providers hold is this stand-in from the start, so the tree never changes when the
 * client arrives. Once made, every property is the client's own. Before that, a screen that asks
 * it anything while rendering suspends until it is here (the lazy screens and stages that query
 * sit under a `Suspense` already); the provider's `mount`/`unmount` are counted and handed over;
 * the emptying methods have nothing to do. `load()` fetches and makes it (once); the app calls it
 * after its first render, and before the first render of any page other than `/`.
 */
export function queryClientLater(make: () => Promise<QueryClient>): {
  client: QueryClient;
  load: () => Promise<QueryClient>;
} {
  let made: QueryClient | undefined;
  let failed: unknown;
  let mounts = 0;
  let loading: Promise<QueryClient> | undefined;
  const bound = new Map<PropertyKey, unknown>();

  const load = () =>
    (loading ??= make().then(
      (client) => {
        made = client;
        for (; mounts > 0; mounts--) client.mount();
        return client;
      },
      (error: unknown) => {
        failed = error;
        throw error;
      },
    ));

  const waiting: Partial<Record<PropertyKey, unknown>> = {
    mount: () => void mounts++,
    unmount: () => void (mounts = Math.max(0, mounts - 1)),
  };

  const client = new Proxy({} as QueryClient, {
    get(_target, property) {
      if (made) {
        const value: unknown = Reflect.get(made, property, made);
        if (typeof value !== 'function') return value;
        // One bound function per method, so a method handed on keeps its identity.
        if (!bound.has(property)) bound.set(property, (value as () => unknown).bind(made));
        return bound.get(property);
      }
      if (property in waiting) return waiting[property];
      if (EMPTYING.has(property)) return () => undefined;
      // Code that could not arrive: the error screen, as for a route's (route-error-boundary.tsx).
      if (failed !== undefined) throw failed;
      // Asked while rendering: React shows the nearest fallback and renders again once it is here.
      throw load();
    },
  });

  return { client, load };
}
