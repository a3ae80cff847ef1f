import type { AppEnv } from '@/config/env';

/** Where local mode keeps who is signed in (see local/session-store.ts). */
export const LOCAL_SESSION_KEY = 'clarity.local-session';

/**
 * Where supabase-js keeps the session: its default key for a project URL, spelled out here and
 * passed to `createClient` as `storageKey`, so both always agree.
 */
export const supabaseSessionKey = (projectUrl: string): string =>
  `sb-${new URL(projectUrl).hostname.split('.')[0]}-auth-token`;

/** The localStorage key that holds this build's session. */
export const sessionKeyFor = (env: AppEnv): string =>
  env.mode === 'supabase' && env.supabase
    ? supabaseSessionKey(env.supabase.url)
    : LOCAL_SESSION_KEY;
