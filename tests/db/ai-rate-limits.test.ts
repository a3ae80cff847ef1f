import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../support/db';

/** The AI Edge Function's table: 30 requests an hour per bucket, for the service role only. */
describe('ai_rate_limits', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.close();
  });

  const hit = (bucket: string) =>
    testDb.asServiceRole(async (tx) => {
      const { rows } = await tx.query<{ allowed: boolean; retry_after_seconds: number }>(
        `select * from public.ai_rate_limit_hit($1)`,
        [bucket],
      );
      return rows[0]!;
    });

  it('allows 30 requests an hour for one bucket, then refuses with the wait in seconds', async () => {
    for (let i = 0; i < 30; i++) expect((await hit('user:a')).allowed).toBe(true);

    const refused = await hit('user:a');
    expect(refused.allowed).toBe(false);
    expect(refused.retry_after_seconds).toBeGreaterThan(0);
    expect(refused.retry_after_seconds).toBeLessThanOrEqual(3600);
    // A refused request is not counted.
    const { rows } = await testDb.db.query<{ n: number }>(
      `select count(*)::int as n from public.ai_rate_limits where bucket = 'user:a'`,
    );
    expect(rows[0]!.n).toBe(30);
  });

  it('counts each bucket on its own', async () => {
    expect((await hit('ip:203.0.113.7')).allowed).toBe(true);
  });

  it('forgets requests older than an hour', async () => {
    await testDb.asServiceRole((tx) =>
      tx.query(
        `insert into public.ai_rate_limits (bucket, requested_at)
         select 'user:old', now() - interval '61 minutes' from generate_series(1, 30)`,
      ),
    );
    expect((await hit('user:old')).allowed).toBe(true);
  });

  it('is invisible to visitors and signed-in users: no rows, no function', async () => {
    const userId = await testDb.createUser('rate@example.com');
    for (const run of [
      testDb.asAnon.bind(testDb),
      (fn: Parameters<TestDb['asAnon']>[0]) => testDb.asUser(userId, fn),
    ]) {
      await expect(run((tx) => tx.query(`select * from public.ai_rate_limits`))).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        run((tx) => tx.query(`insert into public.ai_rate_limits (bucket) values ('x')`)),
      ).rejects.toThrow(/permission denied/);
      await expect(
        run((tx) => tx.query(`select * from public.ai_rate_limit_hit('x')`)),
      ).rejects.toThrow(/permission denied/);
      await expect(
        run((tx) => tx.query(`select * from public.ai_rate_limit_check(array['x'], array[1])`)),
      ).rejects.toThrow(/permission denied/);
    }
  });
});

/** Several buckets at once: the caller's own, the visitors' budget, everyone's budget. */
describe('ai_rate_limit_check', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.close();
  });

  interface Decision {
    allowed: boolean;
    retry_after_seconds: number;
    refused_bucket: string | null;
  }
  const check = (buckets: string[], limits: number[]) =>
    testDb.asServiceRole(async (tx) => {
      const { rows } = await tx.query<Decision>(
        `select * from public.ai_rate_limit_check($1::text[], $2::integer[])`,
        [buckets, limits],
      );
      return rows[0]!;
    });
  const count = async (bucket: string) => {
    const { rows } = await testDb.db.query<{ n: number }>(
      `select count(*)::int as n from public.ai_rate_limits where bucket = $1`,
      [bucket],
    );
    return rows[0]!.n;
  };

  it('counts a request in every bucket when all have room', async () => {
    expect(await check(['ip:v4:198.51.100.1', 'visitors'], [2, 3])).toEqual({
      allowed: true,
      retry_after_seconds: 0,
      refused_bucket: null,
    });
    expect(await count('ip:v4:198.51.100.1')).toBe(1);
    expect(await count('visitors')).toBe(1);
  });

  it('refuses when the shared budget is spent, without using up the caller’s own hour', async () => {
    // Visitors from three addresses spend the budget of 3 (one was spent above).
    expect((await check(['ip:v4:198.51.100.2', 'visitors'], [2, 3])).allowed).toBe(true);
    expect((await check(['ip:v4:198.51.100.3', 'visitors'], [2, 3])).allowed).toBe(true);

    const refused = await check(['ip:v4:198.51.100.4', 'visitors'], [2, 3]);
    expect(refused.allowed).toBe(false);
    expect(refused.refused_bucket).toBe('visitors');
    expect(refused.retry_after_seconds).toBeGreaterThan(3500);
    expect(refused.retry_after_seconds).toBeLessThanOrEqual(3600);
    expect(await count('ip:v4:198.51.100.4')).toBe(0);
    expect(await count('visitors')).toBe(3);
  });

  it('refuses a caller over its own limit and names that bucket, touching no other', async () => {
    for (let i = 0; i < 2; i++)
      expect((await check(['user:u', 'all'], [2, 100])).allowed).toBe(true);
    const refused = await check(['user:u', 'all'], [2, 100]);
    expect(refused).toMatchObject({ allowed: false, refused_bucket: 'user:u' });
    expect(await count('all')).toBe(2);
  });

  it('waits for the right slot when a limit was lowered below what was counted', async () => {
    await testDb.asServiceRole((tx) =>
      tx.query(
        `insert into public.ai_rate_limits (bucket, requested_at)
         select 'user:lowered', now() - (n || ' minutes')::interval from generate_series(1, 50) as n`,
      ),
    );
    // 50 requests counted (1 to 50 minutes old), limit now 10: the 41st-oldest (10 minutes old)
    // must leave the window before one more fits, 50 minutes from now.
    const refused = await check(['user:lowered'], [10]);
    expect(refused.allowed).toBe(false);
    expect(refused.retry_after_seconds).toBeGreaterThan(49 * 60);
    expect(refused.retry_after_seconds).toBeLessThanOrEqual(50 * 60);
  });

  it('refuses a malformed call: no buckets, or limits that do not match', async () => {
    await expect(check([], [])).rejects.toThrow(/one limit for each bucket/);
    await expect(check(['a', 'b'], [1])).rejects.toThrow(/one limit for each bucket/);
  });
});
