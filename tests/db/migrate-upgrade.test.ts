import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsFromGlob } from '@/lib/backend/local/migrate';
import shimSql from '../../supabase/local-auth-shim.sql?raw';

/**
 * Local mode keeps its database across releases: an upgrade must apply only the migration files it
 * has not seen, keep the data, and leave no trace of a file that fails. (PGlite only: this is the
 * browser's upgrade path.)
 */
const all = migrationsFromGlob(
  import.meta.glob<string>('../../supabase/migrations/*.sql', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

describe('upgrading a local database', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create('memory://');
  });
  afterAll(async () => {
    await db.close();
  });

  it('applies only the new files, once, and keeps what was saved', async () => {
    const ideasMigration = all.findIndex((m) => m.name.endsWith('_ideas.sql'));
    const first = await migrate(db, shimSql, all.slice(0, ideasMigration + 1));
    expect(first.applied).toEqual(all.slice(0, ideasMigration + 1).map((m) => m.name));

    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email) values ('ada@example.com') returning id`,
    );
    await db.query(
      `insert into public.ideas (user_id, idea_text) values ($1, 'Kept across the upgrade')`,
      [rows[0]!.id],
    );

    const upgrade = await migrate(db, shimSql, all);
    expect(upgrade.applied).toEqual(all.slice(ideasMigration + 1).map((m) => m.name));
    expect((await migrate(db, shimSql, all)).applied).toEqual([]);

    const kept = await db.query<{ idea_text: string }>(`select idea_text from public.ideas`);
    expect(kept.rows).toEqual([{ idea_text: 'Kept across the upgrade' }]);
  });

  it('leaves no trace of a migration that fails, so the next start tries it again', async () => {
    const broken = {
      name: '29991231000000_broken.sql',
      sql: 'create table public.half_done (id int); select 1/0;',
    };
    await expect(migrate(db, shimSql, [...all, broken])).rejects.toThrow(
      /Migration 29991231000000_broken\.sql failed/,
    );
    const table = await db.query(`select 1 from pg_tables where tablename = 'half_done'`);
    expect(table.rows).toEqual([]);
    const version = await db.query(
      `select 1 from clarity_local.schema_migrations where name = $1`,
      [broken.name],
    );
    expect(version.rows).toEqual([]);
  });

  it('keeps the files applied before one that fails, and names the one that failed', async () => {
    const good = {
      name: '29991230000000_good.sql',
      sql: 'create table public.kept_upgrade (id int);',
    };
    const broken = { name: '29991231000000_broken.sql', sql: 'select 1/0;' };
    await expect(migrate(db, shimSql, [...all, good, broken])).rejects.toThrow(
      /Migration 29991231000000_broken\.sql failed/,
    );
    const versions = await db.query<{ name: string }>(
      `select name from clarity_local.schema_migrations where name like '2999%'`,
    );
    expect(versions.rows).toEqual([{ name: good.name }]);
    const table = await db.query(`select 1 from pg_tables where tablename = 'kept_upgrade'`);
    expect(table.rows).toHaveLength(1);
  });

  /** The transaction that last wrote auth.uid()'s definition: the shim's `create or replace`. */
  const uidWrittenBy = async () =>
    (
      await db.query<{ xmin: string }>(
        `select xmin::text from pg_proc where oid = 'auth.uid()'::regprocedure`,
      )
    ).rows[0]!.xmin;

  it('opens an up-to-date database without writing to it: the shim does not run again', async () => {
    await migrate(db, shimSql, all);
    const before = await uidWrittenBy();
    const { rows } = await db.query<{ xid: string }>(`select pg_current_xact_id()::text as xid`);

    expect((await migrate(db, shimSql, all)).applied).toEqual([]);
    expect(await uidWrittenBy()).toBe(before);
    // No transaction since the one above was given an id: nothing was written.
    const after = await db.query<{ xid: string }>(`select pg_current_xact_id()::text as xid`);
    expect(BigInt(after.rows[0]!.xid)).toBe(BigInt(rows[0]!.xid) + 1n);
  });

  it('runs a changed shim again on the next start, and only once', async () => {
    const changed = `${shimSql}\n-- a later version of the shim\n`;
    const before = await uidWrittenBy();
    expect((await migrate(db, changed, all)).applied).toEqual([]);
    const rewritten = await uidWrittenBy();
    expect(rewritten).not.toBe(before);

    await migrate(db, changed, all);
    expect(await uidWrittenBy()).toBe(rewritten);
  });
});
