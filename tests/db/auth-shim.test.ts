import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shimSql from '../../supabase/local-auth-shim.sql?raw';
import { createTestDb, type TestDb } from '../support/db';

describe('the auth shim that local mode and these tests share', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.close();
  });

  it('tells a signed-in user who they are, and a visitor that they are nobody', async () => {
    const userId = await testDb.createUser('ada@example.com');

    const asUser = await testDb.asUser(userId, (tx) =>
      tx.query<{ uid: string; role: string }>(`select auth.uid() as uid, current_user as role`),
    );
    expect(asUser.rows[0]).toEqual({ uid: userId, role: 'authenticated' });

    const asAnon = await testDb.asAnon((tx) =>
      tx.query<{ uid: string | null }>(`select auth.uid() as uid`),
    );
    expect(asAnon.rows[0]?.uid).toBeNull();
  });

  it('creates the three API roles Supabase has, with only the service role bypassing RLS', async () => {
    const { rows } = await testDb.db.query<{ rolname: string; rolbypassrls: boolean }>(
      `select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolbypassrls: false },
      { rolname: 'authenticated', rolbypassrls: false },
      { rolname: 'service_role', rolbypassrls: true },
    ]);
  });

  it('records each migration once, so reopening applies nothing twice', async () => {
    const { rows } = await testDb.db.query<{ count: number }>(
      `select count(*)::int as count from clarity_local.schema_migrations`,
    );
    const before = rows[0]!.count;
    const { migrate } = await import('@/lib/backend/local/migrate');
    const again = await migrate(testDb.db, shimSql, []);
    expect(again.applied).toEqual([]);
    const after = await testDb.db.query<{ count: number }>(
      `select count(*)::int as count from clarity_local.schema_migrations`,
    );
    expect(after.rows[0]!.count).toBe(before);
  });
});
