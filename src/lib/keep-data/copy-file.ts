import { createStore, del, get, set } from 'idb-keyval';

/**
 * The living copy's file (docs/decisions/091-keeping-a-persons-data.md): a file the person chose
 * once through the File System Access API, rewritten after each change. Its handle is kept in
 * IndexedDB, the one storage that can hold it, so the copy stays current after a reload.
 */

/** What Chromium adds to a file handle and the window; TypeScript's DOM types leave them out. */
interface PermissionAware {
  queryPermission?: (descriptor: { mode: 'readwrite' }) => Promise<PermissionState>;
  requestPermission?: (descriptor: { mode: 'readwrite' }) => Promise<PermissionState>;
}
interface SaveFilePickerOptions {
  suggestedName?: string;
  types?: { description: string; accept: Record<string, string[]> }[];
}
type SaveFilePicker = (options?: SaveFilePickerOptions) => Promise<FileSystemFileHandle>;

const savePicker = (): SaveFilePicker | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as { showSaveFilePicker?: SaveFilePicker }).showSaveFilePicker;

/** Whether this browser can keep a copy in a file the person chooses (Chromium on a computer). */
export const canKeepCopyInFile = (): boolean => savePicker() !== undefined;

/** Asks where to keep the copy; null when the person closed the picker without choosing. */
export async function chooseCopyFile(suggestedName: string): Promise<FileSystemFileHandle | null> {
  const pick = savePicker();
  if (!pick) return null;
  try {
    return await pick({
      suggestedName,
      types: [{ description: 'Clarity data', accept: { 'application/json': ['.json'] } }],
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
}

/** Whether the page may write the file now, or must ask (a click) first. */
export async function copyFilePermission(handle: FileSystemFileHandle): Promise<PermissionState> {
  const aware = handle as FileSystemFileHandle & PermissionAware;
  if (!aware.queryPermission) return 'granted';
  return aware.queryPermission({ mode: 'readwrite' });
}

/** Asks the person (from a click) to let the page write the file again. */
export async function askCopyFilePermission(
  handle: FileSystemFileHandle,
): Promise<PermissionState> {
  const aware = handle as FileSystemFileHandle & PermissionAware;
  if (!aware.requestPermission) return 'granted';
  return aware.requestPermission({ mode: 'readwrite' });
}

/** Replaces the file's content; the old content stays until the new one is complete. */
export async function writeCopyFile(handle: FileSystemFileHandle, text: string): Promise<void> {
  const writable = await handle.createWritable();
  try {
    await writable.write(text);
  } catch (error) {
    await writable.abort().catch(() => undefined);
    throw error;
  }
  await writable.close();
}

/** What a failed write means, in words a person can act on. */
export function copyWriteProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Clarity is no longer allowed to write it.';
  if (name === 'NotFoundError') return 'the file was moved or deleted.';
  if (name === 'QuotaExceededError') return 'the disk is full.';
  return 'the file could not be written.';
}

let store: ReturnType<typeof createStore> | undefined;
const handles = () => (store ??= createStore('clarity-kept-copies', 'files'));

/** The handle kept for this account, if any (and if IndexedDB still holds it). */
export async function recallCopyFile(userId: string): Promise<FileSystemFileHandle | null> {
  try {
    return (await get<FileSystemFileHandle>(userId, handles())) ?? null;
  } catch {
    return null;
  }
}

export const rememberCopyFile = (userId: string, handle: FileSystemFileHandle): Promise<void> =>
  set(userId, handle, handles());

export const forgetCopyFile = (userId: string): Promise<void> => del(userId, handles());
