import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Whether the transaction changed any row: PostgreSQL gives a transaction an id on its first write
 * and never to one that only reads (set_config and SET ROLE are not writes).
 */
async function transactionWrote(tx: Transaction): Promise<boolean> {
  try {
    const { rows } = await tx.query<{ wrote: boolean }>(
      'select pg_current_xact_id_if_assigned() is not null as wrote',
    );
    return rows[0]?.wrote ?? true;
  } catch {
    // An aborted transaction cannot answer; its COMMIT rolls back anyway. When in doubt, write back.
    return true;
  }
}

/**
 * Takes over when the embedded database's files are written back to IndexedDB, once the database
 * is open and migrated: after each transaction that wrote and committed, and at no other time.
 *
 * PGlite itself writes back after every statement run outside a transaction — the BEGIN of each
 * transaction included — and not after a COMMIT. So what a transaction wrote stayed in memory until
 * some later statement (a reload lost a new account), and every read paid a write-back for its
 * BEGIN. A write-back compares every file of the data directory with IndexedDB's copy, changed or
 * not: about 20 ms on a 2-core machine, half of what My Ideas' first page took
 * (docs/decisions/060-write-back-only-after-writes.md).
 *
 * Every statement after this runs in a transaction; a plain `query` or `exec` is no longer
 * written back on its own.
 */
export function writeBackAfterWrites(db: PGlite): PGlite['transaction'] {
  const writeBack = db.syncToFs.bind(db);
  const transaction = db.transaction.bind(db);
  db.syncToFs = async () => undefined;
  return async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    let wrote = false;
    const result = await transaction(async (tx) => {
      const value = await callback(tx);
      wrote = await transactionWrote(tx);
      return value;
    });
    if (wrote) await writeBack();
    return result;
  };
}
