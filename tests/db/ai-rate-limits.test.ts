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
    }
  });
});
