import { createClient } from '@supabase/supabase-js';
import type { Backend } from '../port';
import { supabaseSessionKey } from '../session-keys';
import { createSupabaseAuth } from './auth';
import { createSupabaseData } from './data';

interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * Supabase mode (docs/decisions/001-two-backends-one-port.md): auth and data through supabase-js,
 * with the PKCE flow.
 */
export function createSupabaseBackend(config: SupabaseConfig): Backend {
  const client = createClient(config.url, config.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      // supabase-js's own default, named so the session provider can look for it without loading this.
      storageKey: supabaseSessionKey(config.url),
    },
  });
  return { mode: 'supabase', auth: createSupabaseAuth(client), ...createSupabaseData(client) };
}
