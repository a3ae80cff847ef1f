/**
 * Whether this browser keeps the site's storage for good (docs/decisions/091-keeping-a-persons-data.md).
 * Without it the storage is best-effort: Chromium and Firefox may clear it under pressure, Safari
 * after seven days of use without a visit. 'unknown': the browser has no StorageManager to ask.
 */
export type StoragePersistence = 'kept' | 'best-effort' | 'unknown';

const storageManager = (): StorageManager | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

/** Asks without asking the person: what the browser already decided. */
export async function storagePersistence(): Promise<StoragePersistence> {
  const storage = storageManager();
  if (!storage?.persisted) return 'unknown';
  try {
    return (await storage.persisted()) ? 'kept' : 'best-effort';
  } catch {
    return 'unknown';
  }
}

/**
 * Asks the browser to keep the storage for good. Chromium decides by itself (an installed app, a
 * bookmark, how much the site is used); Firefox asks the person. Answers what was decided.
 */
export async function askToKeepStorage(): Promise<StoragePersistence> {
  const storage = storageManager();
  if (!storage?.persist) return 'unknown';
  try {
    return (await storage.persist()) ? 'kept' : 'best-effort';
  } catch {
    return 'unknown';
  }
}
