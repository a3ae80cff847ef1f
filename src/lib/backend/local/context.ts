import type { EmbeddedDatabase } from './database';

/** What every part of the local adapter shares. */
export interface LocalContext {
  /** The embedded database, opened (and migrated) on first use. */
  database: () => Promise<EmbeddedDatabase>;
  /** The signed-in local account, or null; data calls run under its claims so RLS applies. */
  currentUserId: () => string | null;
}
