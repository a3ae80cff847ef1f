import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openLocalDatabase } from '@/lib/backend/local/database';

/**
 * A fresh embedded PostgreSQL with the auth shim and every migration applied — the same code path
 * local mode uses in the browser. Always `await testDb.close()`.
 */
export interface TestDb {
  db: PGlite;
  /** Creates a row in auth.users and returns its id. */
  createUser(email: string): Promise<string>;
  /** Runs `fn` in a transaction as role `authenticated` with the user's JWT claims (RLS applies). */
  asUser<T>(userId: string, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs `fn` as role `anon`: a visitor. */
  asAnon<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs `fn` as `service_role`, which bypasses RLS. */
  asServiceRole<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const asRole =
  (db: PGlite) =>
  async <T>(role: 'anon' | 'authenticated' | 'service_role', claims: object, fn: (tx: Transaction) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      await tx.exec(`set local role ${role}`);
      return fn(tx);
    });

export async function createTestDb(): Promise<TestDb> {
  const db = await openLocalDatabase('memory://');
  const run = asRole(db);
  return {
    db,
    async createUser(email) {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
        [email],
      );
      return rows[0]!.id;
    },
    asUser: (userId, fn) => run('authenticated', { sub: userId, role: 'authenticated' }, fn),
    asAnon: (fn) => run('anon', { role: 'anon' }, fn),
    asServiceRole: (fn) => run('service_role', { role: 'service_role' }, fn),
    close: () => db.close(),
  };
}
