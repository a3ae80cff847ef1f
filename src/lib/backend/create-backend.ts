import type { AppEnv } from '@/config/env';
import type { LocalBackendOptions } from './local';
import type { Backend, LazyLoading } from './port';
import { sessionKeyFor } from './session-keys';

type PartName = Exclude<keyof Backend, 'mode' | 'lazy' | 'warmUp'>;

/**
 * The backend the app uses, chosen by mode (docs/decisions/001-two-backends-one-port.md). The
 * adapter itself — supabase-js, or PGlite and its WASM — is loaded with a dynamic import on the
 * first call, so neither is in the first page load and a Supabase-mode user never downloads PGlite.
 */
export function createBackend(env: AppEnv, localOptions?: LocalBackendOptions): Backend {
  let adapter: Promise<Backend> | undefined;
  let loaded = false;
  const readyListeners = new Set<() => void>();
  const load = (): Promise<Backend> => {
    if (!adapter) {
      adapter =
        env.mode === 'supabase' && env.supabase
          ? import('./supabase').then(({ createSupabaseBackend }) =>
              createSupabaseBackend(env.supabase!),
            )
          : import('./local').then(({ createLocalBackend }) => createLocalBackend(localOptions));
      adapter.then(
        () => {
          loaded = true;
          for (const listener of [...readyListeners]) listener();
        },
        () => {
          // A failed load (say, offline while fetching the chunk) may be retried by the next call.
          adapter = undefined;
        },
      );
    }
    return adapter;
  };
  return {
    ...deferBackend(env.mode, load),
    lazy: lazyLoading(sessionKeyFor(env), () => loaded, readyListeners),
    // Only local mode has something slow to start before the first call: the embedded database.
    // Without Web Workers it would start on the page's own thread and freeze the page being typed in.
    ...(env.mode === 'local' && typeof Worker !== 'undefined'
      ? {
          warmUp: () =>
            load().then(
              (backend) => backend.warmUp?.(),
              () => undefined,
            ),
        }
      : {}),
  };
}

/** An auth redirect (a PKCE code, or tokens or an error in the hash) is for the adapter to read. */
const AUTH_REDIRECT = /[?&#](code|access_token|refresh_token|error|error_description)=/;

function storedItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // Storage switched off by privacy settings: nothing can be stored, so no session either.
    return null;
  }
}

function lazyLoading(
  sessionKey: string,
  isLoaded: () => boolean,
  readyListeners: Set<() => void>,
): LazyLoading {
  return {
    mayHaveSession: () =>
      storedItem(sessionKey) !== null ||
      AUTH_REDIRECT.test(window.location.search + window.location.hash),
    onReady(listener) {
      if (isLoaded()) {
        queueMicrotask(listener);
        return () => undefined;
      }
      let done = false;
      const once = () => {
        if (done) return;
        done = true;
        stop();
        listener();
      };
      // Signed in in another tab: the session appears in localStorage (`null` key: cleared).
      const onStorage = (event: StorageEvent) => {
        if (event.key === sessionKey && event.newValue !== null) once();
      };
      const stop = () => {
        readyListeners.delete(once);
        window.removeEventListener('storage', onStorage);
      };
      readyListeners.add(once);
      window.addEventListener('storage', onStorage);
      return stop;
    },
  };
}

/** Wraps a backend that is still loading: every method waits for it, then forwards the call. */
export function deferBackend(mode: Backend['mode'], load: () => Promise<Backend>): Backend {
  const part = <K extends PartName>(name: K): Backend[K] =>
    new Proxy({} as Backend[K], {
      get:
        (_target, method) =>
        async (...args: unknown[]) => {
          const backend = await load();
          const fn = (
            backend[name] as unknown as Record<PropertyKey, (...a: unknown[]) => unknown>
          )[method];
          if (typeof fn !== 'function')
            throw new TypeError(`backend.${name}.${String(method)} is not a function`);
          return fn.apply(backend[name], args);
        },
    });
  return {
    mode,
    auth: part('auth'),
    ideas: part('ideas'),
    guides: part('guides'),
    feedback: part('feedback'),
    privacy: part('privacy'),
    stats: part('stats'),
    portfolio: part('portfolio'),
  };
}
