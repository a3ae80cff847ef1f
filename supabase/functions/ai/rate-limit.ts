import { createClient } from '@supabase/supabase-js';
import { RATE_LIMIT_PER_HOUR, type RateLimiter } from './handler.ts';

/**
 * The limiter the deployed function uses: `public.ai_rate_limit_hit` (migration
 * 20250101000900_ai_rate_limits.sql), called with the service role, the only role allowed to.
 */
export function createDatabaseRateLimiter(
  supabaseUrl: string,
  serviceRoleKey: string,
): RateLimiter {
  const admin = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return {
    async hit(bucket) {
      const { data, error } = await admin
        .rpc('ai_rate_limit_hit', { p_bucket: bucket, p_limit: RATE_LIMIT_PER_HOUR })
        .single<{ allowed: boolean; retry_after_seconds: number }>();
      if (error) throw new Error(`ai_rate_limit_hit failed: ${error.message}`);
      return { allowed: data.allowed, retryAfterSeconds: data.retry_after_seconds };
    },
  };
}
