import { createClient } from '@supabase/supabase-js';
import type { Backend } from '../port';
import { createSupabaseAuth } from './auth';
import { createSupabaseData } from './data';

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/** Supabase mode (DESIGN §2): auth and data through supabase-js, with the PKCE flow. */
export function createSupabaseBackend(config: SupabaseConfig): Backend {
  const client = createClient(config.url, config.anonKey, {
    auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return { mode: 'supabase', auth: createSupabaseAuth(client), ...createSupabaseData(client) };
}
