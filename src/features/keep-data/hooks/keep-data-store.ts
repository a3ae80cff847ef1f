import { useEffect, useSyncExternalStore } from 'react';
import { LIVING_COPY_DELAY_MS } from '@/config/constants';
import {
  copyFilePermission,
  copyWriteProblem,
  forgetCopyFile,
  recallCopyFile,
  rememberCopyFile,
} from '@/lib/keep-data/copy-file';
import {
  askToKeepStorage,
  storagePersistence,
  type StoragePersistence,
} from '@/lib/keep-data/storage-persistence';
import { useSession } from '@/lib/session/session-provider';
import {
  EMPTY_RECORD,
  keptRecordKey,
  parseKeptRecord,
  type KeptRecord,
} from '@/features/keep-data/model/kept-record';

/** The living copy's file, as the line says it. */
export type CopyFileState =
  | { status: 'none' }
  | { status: 'ready'; name: string }
  | { status: 'needs-permission'; name: string }
  | { status: 'failed'; name: string; problem: string };

export interface KeepDataState {
  userId: string | null;
  record: KeptRecord;
  /** null until the browser has answered. */
  persistence: StoragePersistence | null;
  file: CopyFileState;
}

/** What rewrites the file: the watcher gives the account's data writer (src/lib/api). */
type Writer = (handle: FileSystemFileHandle) => Promise<void>;

const NONE: CopyFileState = { status: 'none' };
let state: KeepDataState = { userId: null, record: EMPTY_RECORD, persistence: null, file: NONE };
let handle: FileSystemFileHandle | null = null;
let writer: Writer | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let writing: Promise<void> | null = null;
const listeners = new Set<() => void>();

const update = (next: Partial<KeepDataState>) => {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
};

const storeRecord = (record: KeptRecord) => {
  update({ record });
  if (!state.userId) return;
  try {
    localStorage.setItem(keptRecordKey(state.userId), JSON.stringify(record));
  } catch {
    // Private browsing may refuse storage: the line still says what it knows in this tab.
  }
};

const changeRecord = (change: Partial<KeptRecord>) => storeRecord({ ...state.record, ...change });

/** Once per browser session at most (docs/product.md §8.1), and only where it is not decided. */
const ASKED_KEY = 'clarity.storage-persist-asked';

/**
 * Asks the browser to keep the storage for good once there is something to keep: a local account
 * with an idea. Never for a visitor, never twice in a browser session.
 */
export async function askToKeepOnce(): Promise<void> {
  if (state.persistence !== 'best-effort') return;
  try {
    if (sessionStorage.getItem(ASKED_KEY) === '1') return;
    sessionStorage.setItem(ASKED_KEY, '1');
  } catch {
    return;
  }
  const answer = await askToKeepStorage();
  if (answer !== 'unknown') update({ persistence: answer });
}

async function readFileState(userId: string) {
  const kept = await recallCopyFile(userId);
  if (state.userId !== userId) return;
  handle = kept;
  if (!kept) return update({ file: NONE });
  const permission = await copyFilePermission(kept).catch(() => 'prompt' as const);
  if (state.userId !== userId) return;
  if (permission !== 'granted')
    return update({ file: { status: 'needs-permission', name: kept.name } });
  update({ file: { status: 'ready', name: kept.name } });
  // A change made before the reload that had not reached the file yet.
  const { changedAt, lastCopyAt } = state.record;
  if (changedAt !== null && (lastCopyAt === null || changedAt > lastCopyAt)) scheduleCopy();
}

/** Reads what this browser knows for the signed-in account; again only when the account changes. */
function startKeeping(userId: string) {
  if (state.userId === userId) return;
  clearTimeout(timer);
  handle = null;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(keptRecordKey(userId));
  } catch {
    // As nothing known.
  }
  update({ userId, record: parseKeptRecord(stored), persistence: null, file: NONE });
  void storagePersistence().then((persistence) => {
    if (state.userId === userId) update({ persistence });
  });
  void readFileState(userId);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;
const NOT_READ: KeepDataState = { ...state };

/**
 * The state for the signed-in account, started on first use. Until it is read, nothing is known:
 * what was known of another account is never said of this one.
 */
export function useKeepData(): KeepDataState {
  const session = useSession();
  const userId = session.session?.user.id ?? null;
  useEffect(() => {
    if (userId) startKeeping(userId);
  }, [userId]);
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return current.userId === userId ? current : NOT_READ;
}

/** Rewrites the living copy now; a failure is said once, in the line, and the app goes on. */
async function copyNow(): Promise<void> {
  clearTimeout(timer);
  const target = handle;
  if (!target || !writer) return;
  const write = writer;
  // One write at a time: a change during a write is taken by the next one.
  await writing?.catch(() => undefined);
  const started = Date.now();
  writing = write(target);
  try {
    await writing;
    if (handle !== target) return;
    update({ file: { status: 'ready', name: target.name } });
    changeRecord({ lastCopyAt: started });
  } catch (error) {
    console.warn('The living copy could not be written.', error);
    if (handle === target)
      update({ file: { status: 'failed', name: target.name, problem: copyWriteProblem(error) } });
  } finally {
    writing = null;
  }
}

function scheduleCopy() {
  clearTimeout(timer);
  timer = setTimeout(() => void copyNow(), LIVING_COPY_DELAY_MS);
}

/** A change to the ideas landed: the living copy follows it, the reminder counts it. */
export function noteChange(now = Date.now()) {
  if (!state.userId) return;
  changeRecord({ changedAt: now });
  if (state.file.status === 'ready' || state.file.status === 'failed') scheduleCopy();
}

/** The all-my-data file was downloaded. */
export function noteCopy(now = Date.now()) {
  if (state.userId) changeRecord({ lastCopyAt: now });
}

export const dismissReminder = (now = Date.now()) => changeRecord({ dismissedAt: now });

/** The watcher's writer; the store has none without it. */
export function useCopyWriter(write: Writer) {
  useEffect(() => {
    writer = write;
    return () => {
      if (writer === write) writer = null;
    };
  }, [write]);
}

/** The person chose a file (or chose again): remembered, then written at once. */
export async function keepCopyIn(chosen: FileSystemFileHandle): Promise<void> {
  const userId = state.userId;
  if (!userId) return;
  handle = chosen;
  changeRecord({ fileName: chosen.name });
  update({ file: { status: 'ready', name: chosen.name } });
  await rememberCopyFile(userId, chosen).catch((error: unknown) =>
    console.warn('The living copy will not be found after a reload.', error),
  );
  await copyNow();
}

/** The person allowed writing again (from the click): written at once. */
export async function permissionGiven(): Promise<void> {
  if (!handle) return;
  update({ file: { status: 'ready', name: handle.name } });
  await copyNow();
}

/** The person stops the living copy: the file stays as it is, Clarity stops writing it. */
export async function stopLivingCopy(): Promise<void> {
  clearTimeout(timer);
  handle = null;
  update({ file: NONE });
  if (state.userId) await forgetCopyFile(state.userId).catch(() => undefined);
}

/** The handle for asking permission again (the click's own call). */
export const copyFileHandle = () => handle;
