/**
 * When local mode's database cannot open or migrate, the app shows a way out instead of a dead end
 * (docs/decisions/037-local-mode-without-dead-ends.md): this is where the local backend says so and
 * the app listens. It imports nothing, so the app's first load carries only these few lines.
 */
export interface LocalDatabaseTrouble {
  /** What can still be read of the stored data, as a file to download; null when nothing can. */
  download(): Promise<File | null>;
  /** Deletes everything local mode stored in this browser, then opens a new, empty database. */
  startFresh(): Promise<void>;
}

let current: LocalDatabaseTrouble | null = null;
const listeners = new Set<() => void>();

export const localDatabaseTrouble = {
  current: (): LocalDatabaseTrouble | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  report(trouble: LocalDatabaseTrouble | null): void {
    if (trouble === current) return;
    current = trouble;
    for (const listener of [...listeners]) listener();
  },
};
