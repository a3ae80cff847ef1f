import { createDatabaseRateLimiter } from './rate-limit.ts';

/**
 * The deployed limiter against a fake PostgREST on 127.0.0.1: one RPC to ai_rate_limit_check with
 * every bucket and its limit, read back as one decision.
 */

function assertEquals<T>(actual: T, expected: T, message = '') {
  const [a, b] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== b) throw new Error(`${message} expected ${b}, got ${a}`);
}

Deno.test('asks ai_rate_limit_check once with all buckets, with the service role', async () => {
  const calls: { path: string; apikey: string | null; body: unknown }[] = [];
  let answer: unknown = { allowed: true, retry_after_seconds: 0, refused_bucket: null };
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => undefined },
    async (request) => {
      calls.push({
        path: new URL(request.url).pathname,
        apikey: request.headers.get('apikey'),
        body: await request.json(),
      });
      return Response.json(answer);
    },
  );
  try {
    const { port } = server.addr as Deno.NetAddr;
    const limiter = createDatabaseRateLimiter(`http://127.0.0.1:${port}`, 'service-role-key');
    const checks = [
      { bucket: 'ip:v6:2001:db8:0:0::/64', limit: 30 },
      { bucket: 'visitors', limit: 300 },
      { bucket: 'all', limit: 1000 },
    ];
    assertEquals(await limiter.hit(checks), {
      allowed: true,
      retryAfterSeconds: 0,
      refusedBucket: null,
    });
    answer = { allowed: false, retry_after_seconds: 1200, refused_bucket: 'visitors' };
    assertEquals(await limiter.hit(checks), {
      allowed: false,
      retryAfterSeconds: 1200,
      refusedBucket: 'visitors',
    });
    assertEquals(calls[0], {
      path: '/rest/v1/rpc/ai_rate_limit_check',
      apikey: 'service-role-key',
      body: {
        p_buckets: ['ip:v6:2001:db8:0:0::/64', 'visitors', 'all'],
        p_limits: [30, 300, 1000],
      },
    });
  } finally {
    await server.shutdown();
  }
});
