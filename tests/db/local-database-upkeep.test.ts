import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '@/lib/backend/local/database';
import { prepareLocalDatabase } from '@/lib/backend/local/schema';
import { transactionAs } from '@/lib/backend/local/sql';
import { migratedDatabaseArchive } from '../support/database-archive';

/**
 * What local mode does to keep its embedded database durable and fast (PGlite only: a server has
 * its own storage and autovacuum).
 */

/**
 * PGlite's in-memory files, counting the write-backs PGlite asks for: in a browser each one is a
 * comparison of every file with IndexedDB's copy.
 */
class CountedWriteBacks extends MemoryFS {
  writeBacks = 0;
  override async syncToFs(): Promise<void> {
    this.writeBacks += 1;
  }
}

describe('writing the files back to storage', () => {
  let db: PGlite | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('happens once after each transaction that wrote, and never after one that only read', async () => {
    const files = new CountedWriteBacks();
    // From the run's migrated database, as a first visit starts (initdb would only cost time).
    db = await PGlite.create({ fs: files, loadDataDir: await migratedDatabaseArchive() });
    await prepareLocalDatabase(db);
    // Opening and checking the migrations may have written its files back.
    files.writeBacks = 0;
    const { rows } = await db.transaction((tx) =>
      tx.query<{ id: string }>(
        `insert into auth.users (email) values ('ada@example.com') returning id`,
      ),
    );
    const ada = { role: 'authenticated' as const, sub: rows[0]!.id };
    expect(files.writeBacks).toBe(1);

    // A read as the account, as every call of the local adapter runs.
    await transactionAs(db, ada, (tx) => tx.query('select * from public.ideas'));
    expect(files.writeBacks).toBe(1);

    await transactionAs(db, ada, (tx) =>
      tx.query(`insert into public.ideas (idea_text) values ('A tool library for the street')`),
    );
    expect(files.writeBacks).toBe(2);

    // A write that fails rolls back: nothing to write back.
    await expect(
      transactionAs(db, ada, async (tx) => {
        await tx.query(`insert into public.ideas (idea_text) values ('Half a thought')`);
        throw new Error('the call failed after its first statement');
      }),
    ).rejects.toThrow('the call failed');
    expect(files.writeBacks).toBe(2);
    expect(
      (await transactionAs(db, ada, (tx) => tx.query('select idea_text from public.ideas'))).rows,
    ).toEqual([{ idea_text: 'A tool library for the street' }]);
  });
});

describe('the planner statistics', () => {
  let dataDir: string;
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are brought up to date when the database opens after its data has grown', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clarity-upkeep-'));
    const first = await openEmbeddedDatabase(dataDir, await migratedDatabaseArchive());
    await first.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into auth.users (email) values ('ada@example.com') returning id`,
      );
      await tx.query(
        `insert into public.ideas (user_id, idea_text, created_at)
         select $1, 'Idea ' || n, now() - n * interval '1 minute' from generate_series(1, 600) as n`,
        [rows[0]!.id],
      );
    });
    await first.close();

    const reopened = await openEmbeddedDatabase(dataDir);
    try {
      const { rows } = await reopened.query<{ reltuples: number }>(
        `select reltuples from pg_class where oid = 'public.ideas'::regclass`,
      );
      // What the planner now knows: the table's 600 rows, not "never counted".
      expect(rows[0]!.reltuples).toBe(600);
    } finally {
      await reopened.close();
    }
  });
});
