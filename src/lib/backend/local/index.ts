import type { Backend } from '../port';
import { createLocalAuth } from './auth';
import type { LocalContext } from './context';
import { createLocalData } from './data';
import { openLocalDatabase, type EmbeddedDatabase } from './database';

interface LocalBackendOptions {
  /** `idb://…` in a browser (the default there), `memory://` in tests. */
  dataDir?: string;
}

/**
 * Local mode (docs/decisions/001-two-backends-one-port.md): accounts and data in an embedded
 * PostgreSQL inside this browser, behind the same RLS policies as Supabase. The database opens on
 * the first call that needs it.
 */
export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  let opening: Promise<EmbeddedDatabase> | undefined;
  const database = () => {
    opening ??= openLocalDatabase(options.dataDir);
    opening.catch(() => {
      opening = undefined;
    });
    return opening;
  };
  const auth = createLocalAuth(database);
  const context: LocalContext = { database, currentUserId: auth.currentUserId };
  return { mode: 'local', auth, ...createLocalData(context) };
}
