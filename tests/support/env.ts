import { parseEnv } from '@/config/env-schema';

/**
 * Sets the parsed environment the app reads through `getEnv()` — what Vite's `clarityEnv` plugin
 * defines as `__CLARITY_ENV__` in a real build. Runs through the real `parseEnv`.
 */
export function setTestEnv(raw: Record<string, string> = {}): void {
  (globalThis as { __CLARITY_ENV__?: unknown }).__CLARITY_ENV__ = parseEnv(raw);
}
