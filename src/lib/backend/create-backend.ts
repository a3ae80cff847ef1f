import type { AppEnv } from '@/config/env';
import type { Backend } from './port';

type PartName = Exclude<keyof Backend, 'mode'>;

/**
 * The backend the app uses, chosen by mode (DESIGN §2). The adapter itself — supabase-js, or PGlite
 * and its WASM — is loaded with a dynamic import on the first call, so neither is in the first page
 * load and a Supabase-mode user never downloads PGlite.
 */
export function createBackend(env: AppEnv): Backend {
  let adapter: Promise<Backend> | undefined;
  const load = (): Promise<Backend> => {
    adapter ??=
      env.mode === 'supabase' && env.supabase
        ? import('./supabase').then(({ createSupabaseBackend }) => createSupabaseBackend(env.supabase!))
        : import('./local').then(({ createLocalBackend }) => createLocalBackend());
    // A failed load (say, offline while fetching the chunk) may be retried by the next call.
    adapter.catch(() => {
      adapter = undefined;
    });
    return adapter;
  };
  return deferBackend(env.mode, load);
}

/** Wraps a backend that is still loading: every method waits for it, then forwards the call. */
export function deferBackend(mode: Backend['mode'], load: () => Promise<Backend>): Backend {
  const part = <K extends PartName>(name: K): Backend[K] =>
    new Proxy({} as Backend[K], {
      get: (_target, method) =>
        async (...args: unknown[]) => {
          const backend = await load();
          const fn = (backend[name] as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>)[method];
          if (typeof fn !== 'function') throw new TypeError(`backend.${name}.${String(method)} is not a function`);
          return fn.apply(backend[name], args);
        },
    });
  return {
    mode,
    auth: part('auth'),
    ideas: part('ideas'),
    guides: part('guides'),
    feedback: part('feedback'),
    stats: part('stats'),
  };
}
