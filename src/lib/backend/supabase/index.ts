import { createClient } from '@supabase/supabase-js';
import type { Backend } from '../port';
import { BackendError } from '../port';

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * Supabase mode (DESIGN §2): auth and data through supabase-js. The data and auth parts are filled
 * in by the data and accounts work.
 */
export function createSupabaseBackend(config: SupabaseConfig): Backend {
  const client = createClient(config.url, config.anonKey, {
    auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  const unavailable = (): never => {
    throw new BackendError('This part of Supabase mode is not available yet.');
  };
  const part = new Proxy({}, { get: () => async () => unavailable() });
  return {
    mode: 'supabase',
    auth: {
      ...(part as Backend['auth']),
      getSession: async () => {
        const { data, error } = await client.auth.getSession();
        if (error) throw new BackendError(error.message, error.code, error.status);
        return data.session as never;
      },
    },
    ideas: part as Backend['ideas'],
    guides: part as Backend['guides'],
    feedback: part as Backend['feedback'],
    stats: part as Backend['stats'],
  };
}
