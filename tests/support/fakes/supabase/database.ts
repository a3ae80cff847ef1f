import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '@/lib/backend/local/migrate';
import { ACCOUNT } from '../../fixtures/supabase';

/**
 * The database behind the fake PostgREST: PGlite in memory with the auth shim and every file of
 * `supabase/migrations`, read from disk (this runs in Node: under vitest, and in Playwright's
 * worker, where the route handlers run). Migrating costs about a second, so a process keeps one
 * database and each new fake empties it (`resetFakeDatabase`) instead of migrating another.
 */

// Both runners start in the repository's root (jsdom gives no file URL to resolve against).
const root = `${resolve(process.cwd(), 'supabase')}/`;

function migrations() {
  const folder = `${root}migrations/`;
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(folder + name, 'utf8') }));
}

let shared: Promise<PGlite> | null = null;

/** The process's migrated database, opened on first use. */
export function fakeDatabase(): Promise<PGlite> {
  shared ??= (async () => {
    const db = await PGlite.create('memory://');
    await migrate(db, readFileSync(`${root}local-auth-shim.sql`, 'utf8'), migrations());
    return db;
  })();
  return shared;
}

/** Every table's rows gone, then the fake's one account (ACCOUNT) back in `auth.users`. */
export async function resetFakeDatabase(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ tables: string | null }>(
    `select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables
     from pg_catalog.pg_tables where schemaname in ('public', 'auth')`,
  );
  await db.exec(`truncate table ${rows[0]!.tables} cascade`);
  await db.query(
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, now(), $3::jsonb)`,
    [ACCOUNT.id, ACCOUNT.email, JSON.stringify({ full_name: ACCOUNT.fullName })],
  );
}
