import type { AppEnv } from './env-schema';

export type { AppEnv, BackendMode } from './env-schema';

/**
 * Replaced at build time by the environment `vite.config.ts` parsed with `parseEnv`
 * (docs/decisions/004-environment-parsed-once-at-start.md).
 */
declare const __CLARITY_ENV__: AppEnv;

/** The app's environment, validated when Vite started. */
export function getEnv(): AppEnv {
  return __CLARITY_ENV__;
}
