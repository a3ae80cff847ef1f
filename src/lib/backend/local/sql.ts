import { BackendError } from '@/domain/errors';
import { toBackendError } from '../data/errors';

/**
 * Statements on one connection, in a transaction or not: the slice of PGlite that local mode's
 * auth, data and migrations use. The database worker and node-postgres offer the same (the db
 * tests run the adapter on a real PostgreSQL that way), so nothing here depends on PGlite itself.
 */
export interface SqlSession {
  /** One statement, with `$1`-style parameters. */
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Any number of statements, without parameters. */
  exec(sql: string): Promise<unknown>;
}

export interface LocalDatabase {
  transaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
}

/** What the data part needs from local mode (`LocalContext` provides it). */
export interface LocalDataContext {
  database: () => Promise<LocalDatabase>;
  currentUserId: () => string | null;
}

/**
 * The JWT claims of a request; `role` is also the database role the request runs as. Only the two
 * roles a browser may act as: the service role never reaches browser code.
 */
export interface RequestClaims {
  role: 'anon' | 'authenticated';
  /** The account's id, for `authenticated`. */
  sub?: string;
}

/**
 * Runs `fn` in one transaction under `claims`, as PostgREST runs a Supabase request: the claims go
 * into `request.jwt.claims` (read by `auth.uid()`) and the transaction switches to their role, so
 * the migrations' RLS policies apply. The db tests use it too, to act as a visitor or an account.
 */
export function transactionAs<T>(
  database: LocalDatabase,
  claims: RequestClaims,
  fn: (tx: SqlSession) => Promise<T>,
): Promise<T> {
  return database.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await tx.exec(`set local role ${claims.role}`);
    return fn(tx);
  });
}

/**
 * A database that cannot open or migrate is not a dead end: the app offers 'Download my data' and
 * 'Start fresh' (see trouble.ts), and this is what the calls that needed it say meanwhile.
 */
export const LOCAL_DATABASE_UNAVAILABLE =
  'The data stored in this browser could not be opened. You can download what can be read, or start fresh.';

export type RunAsCaller = <T>(fn: (tx: SqlSession) => Promise<T>) => Promise<T>;

/**
 * Runs `fn` in one transaction as the signed-in local account — role `authenticated` with its JWT
 * claims, exactly what PostgREST does for a Supabase request — or as `anon` when nobody is signed
 * in. So the migrations' RLS policies decide what a local account may see and change.
 */
export function createRunAsCaller(context: LocalDataContext): RunAsCaller {
  return async (fn) => {
    const userId = context.currentUserId();
    let database: LocalDatabase;
    try {
      database = await context.database();
    } catch (error) {
      if (error instanceof BackendError) throw error;
      throw new BackendError(LOCAL_DATABASE_UNAVAILABLE, 'local_database_unavailable', undefined, {
        cause: error,
      });
    }
    const claims: RequestClaims = userId
      ? { sub: userId, role: 'authenticated' }
      : { role: 'anon' };
    try {
      return await transactionAs(database, claims, fn);
    } catch (error) {
      throw toBackendError(error, { signedIn: userId !== null });
    }
  };
}
