import { type Backend } from '../port';
import { BackendError } from '@/domain/errors';
import { createLocalAuth } from './auth';
import type { LocalContext } from './context';
import { createLocalData } from './data';
import {
  canUseWorker,
  defaultDataDir,
  eraseLocalDatabase,
  openLocalDatabase,
  salvageLocalDatabase,
  type EmbeddedDatabase,
} from './database';
import { warmUpWhenIdle } from '../warm-up';
import { readStoredSession } from './session-store';
import { LOCAL_DATABASE_UNAVAILABLE } from './sql';
import { localDatabaseTrouble, type LocalDatabaseTrouble } from './trouble';

export interface LocalBackendOptions {
  /** `idb://…` in a browser (the default there), `memory://` or a directory in tests. */
  dataDir?: string;
  /**
   * How the database at `dataDir` opens: `openLocalDatabase` in the app. The component tests give
   * every backend of a test file one database, migrated once and emptied for each test, because
   * opening and migrating a new one takes seconds (docs/decisions/089-one-local-database-per-test-file.md).
   */
  openDatabase?: (dataDir: string) => Promise<EmbeddedDatabase>;
}

/**
 * Local mode (docs/decisions/001-two-backends-one-port.md): accounts and data in an embedded
 * PostgreSQL inside this browser, behind the same RLS policies as Supabase. The database opens on
 * the first call that needs it.
 *
 * A database that cannot open or migrate is reported to the app (trouble.ts), which offers to
 * download what can be read or to start fresh (docs/decisions/037-local-mode-without-dead-ends.md);
 * a database held by another tab is not trouble, only a wait.
 */
export function createLocalBackend(options: LocalBackendOptions = {}): Backend {
  const dataDir = options.dataDir ?? defaultDataDir();
  const openDatabase = options.openDatabase ?? openLocalDatabase;
  let opening: Promise<EmbeddedDatabase> | undefined;

  const open = async (): Promise<EmbeddedDatabase> => {
    try {
      const db = await openDatabase(dataDir);
      if (localDatabaseTrouble.current() === trouble) localDatabaseTrouble.report(null);
      return db;
    } catch (error) {
      if (error instanceof BackendError && error.code === 'local_database_in_use') throw error;
      console.error('The local database could not be opened.', error);
      localDatabaseTrouble.report(trouble);
      throw new BackendError(LOCAL_DATABASE_UNAVAILABLE, 'local_database_unavailable', undefined, {
        cause: error,
      });
    }
  };
  /** An open started ahead of the first call (`warmUp`): its database, or null when it failed. */
  let warming: Promise<EmbeddedDatabase | null> | undefined;
  const database = () => {
    // A call during the warm-up waits for it; after a failed one, it opens the database itself,
    // so whatever went wrong is reported as it always was.
    opening ??= warming ? warming.then((db) => db ?? open()) : open();
    opening.catch(() => {
      opening = undefined;
    });
    return opening;
  };

  /**
   * Opens the database before anything needs it, quietly: a failure here reports no trouble and
   * logs nothing (a person who only looks at the sign-in page is not told their data is damaged
   * twice), and leaves the open to the first call, as without a warm-up.
   */
  const warmUp = async (): Promise<void> => {
    if (opening || warming) return;
    const attempt = openDatabase(dataDir).catch(() => null);
    warming = attempt;
    const db = await attempt;
    if (warming === attempt) warming = undefined;
    if (db) opening ??= Promise.resolve(db);
  };

  const auth = createLocalAuth(database);
  const trouble: LocalDatabaseTrouble = {
    download: () => salvageLocalDatabase(dataDir),
    async startFresh() {
      await eraseLocalDatabase(dataDir);
      // The accounts went with the database: nobody stays signed in to one.
      await auth.signOut();
      opening = undefined;
      warming = undefined;
      await database();
    },
  };
  const context: LocalContext = { database, currentUserId: auth.currentUserId };
  // Someone signed in on this device will soon ask for data. (Only where the database runs in a
  // worker: on the page's own thread the warm-up would freeze the page.)
  if (readStoredSession() !== null && canUseWorker(dataDir)) warmUpWhenIdle({ warmUp });
  return { mode: 'local', auth, ...createLocalData(context), warmUp };
}
