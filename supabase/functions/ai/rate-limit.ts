import { createClient } from '@supabase/supabase-js';
import type { RateLimiter } from './handler.ts';

/**
 * The limiter the deployed function uses: `public.ai_rate_limit_check` (migration
 * 20261124000200_ai_rate_limit_check.sql), called with the service role, the only role allowed to.
 * One call counts the request in all its buckets, or in none.
 */
export function createDatabaseRateLimiter(
  supabaseUrl: string,
  serviceRoleKey: string,
): RateLimiter {
  const admin = createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return {
    async hit(checks) {
      const { data, error } = await admin
        .rpc('ai_rate_limit_check', {
          p_buckets: checks.map((check) => check.bucket),
          p_limits: checks.map((check) => check.limit),
        })
        .single<{ allowed: boolean; retry_after_seconds: number; refused_bucket: string | null }>();
      if (error) throw new Error(`ai_rate_limit_check failed: ${error.message}`);
      return {
        allowed: data.allowed,
        retryAfterSeconds: data.retry_after_seconds,
        refusedBucket: data.refused_bucket,
      };
    },
  };
}
