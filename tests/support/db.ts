import { randomUUID } from 'node:crypto';
import { openEmbeddedDatabase } from '@/lib/backend/local/database';
import { migrateLocalDatabase } from '@/lib/backend/local/schema';
import {
  transactionAs,
  type LocalDatabase,
  type RequestClaims,
  type SqlSession,
} from '@/lib/backend/local/sql';
import { createLocalData } from '@/lib/backend/local/data';
import { migratedDatabaseArchive } from './database-archive';

/**
 * A fresh database with the auth shim and every migration applied:
 * - by default an embedded PostgreSQL (PGlite) in memory — the same code path local mode uses in
 *   the browser, started from the archive a first visit loads;
 * - with `DATABASE_URL` set, a throwaway database on that real PostgreSQL server (created here,
 *   dropped by `close()`), so `npm run test:db` proves the same suite on PostgreSQL 15.
 * Always `await testDb.close()`.
 */
export interface TestDb {
  /** Which server answers: PGlite, or the PostgreSQL of DATABASE_URL. */
  engine: 'pglite' | 'postgres';
  /** A superuser connection (no RLS): for setting the scene and looking behind it. */
  db: SqlSession;
  /** The same connection in the shape the local adapter uses. */
  local: LocalDatabase;
  /** Creates a row in auth.users and returns its id. */
  createUser(email: string): Promise<string>;
  /** Runs `fn` in a transaction as role `authenticated` with the user's JWT claims (RLS applies). */
  asUser<T>(userId: string, fn: (tx: SqlSession) => Promise<T>): Promise<T>;
  /** Runs `fn` as role `anon`: a visitor. */
  asAnon<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
  /** Runs `fn` as `service_role`, which bypasses RLS. */
  asServiceRole<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
  /** The local adapter's data part, signed in as `userId` (or a visitor with null). */
  dataAs(userId: string | null): ReturnType<typeof createLocalData>;
  /**
   * Another connection to the same database, for two writers at once: on PostgreSQL a second
   * client (its transactions really run side by side); PGlite has one connection, whose
   * transactions take turns, so it answers the same one.
   */
  secondConnection(): Promise<{ local: LocalDatabase; close(): Promise<void> }>;
  close(): Promise<void>;
}

function build(
  engine: TestDb['engine'],
  db: SqlSession,
  local: LocalDatabase,
  close: () => Promise<void>,
  secondConnection: TestDb['secondConnection'] = async () => ({ local, close: async () => {} }),
): TestDb {
  // The app's own way of acting as a role (the local adapter runs every data call through it).
  const as = <T>(claims: RequestClaims, fn: (tx: SqlSession) => Promise<T>) =>
    transactionAs(local, claims, fn);
  return {
    engine,
    db,
    local,
    async createUser(email) {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, email_confirmed_at) values ($1, now()) returning id`,
        [email],
      );
      return rows[0]!.id;
    },
    asUser: (userId, fn) => as({ sub: userId, role: 'authenticated' }, fn),
    asAnon: (fn) => as({ role: 'anon' }, fn),
    // The app's transactionAs knows only the browser's roles, so the service role is set here.
    asServiceRole: (fn) =>
      local.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ role: 'service_role' }),
        ]);
        await tx.exec('set local role service_role');
        return fn(tx);
      }),
    dataAs: (userId) =>
      createLocalData({ database: async () => local, currentUserId: () => userId }),
    secondConnection,
    close,
  };
}

async function createPgliteTestDb(): Promise<TestDb> {
  const pglite = await openEmbeddedDatabase('memory://', await migratedDatabaseArchive());
  return build('pglite', pglite, pglite, () => pglite.close());
}

/** One lock for the whole server: roles are cluster-wide, so shims must not race each other. */
const SHIM_LOCK = 727_272;

async function createPostgresTestDb(url: string): Promise<TestDb> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `clarity_test_${randomUUID().replaceAll('-', '')}`;
  const target = new URL(url);
  target.pathname = `/${name}`;
  const connect = () => {
    const client = new pg.Client({ connectionString: target.toString() });
    const sql: SqlSession = {
      query: async <T>(text: string, params?: unknown[]) => ({
        rows: (await client.query(text, params)).rows as T[],
      }),
      exec: (text: string) => client.query(text),
    };
    // One connection, used by one test at a time: a transaction is simply begin … commit on it.
    const local: LocalDatabase = {
      async transaction(fn) {
        await client.query('begin');
        try {
          const result = await fn(sql);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      },
    };
    return { client, sql, local };
  };
  const { client, sql, local } = connect();
  const others: Array<{ end(): Promise<void> }> = [];

  await admin.query('select pg_advisory_lock($1)', [SHIM_LOCK]);
  try {
    await admin.query(`create database ${name}`);
    await client.connect();
    await migrateLocalDatabase(sql);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [SHIM_LOCK]);
  }

  return build(
    'postgres',
    sql,
    local,
    async () => {
      await Promise.all([client, ...others].map((c) => c.end()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
    async () => {
      const second = connect();
      await second.client.connect();
      others.push(second.client);
      return {
        local: second.local,
        close: async () => {
          others.splice(others.indexOf(second.client), 1);
          await second.client.end();
        },
      };
    },
  );
}

export async function createTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresTestDb(url) : createPgliteTestDb();
}
