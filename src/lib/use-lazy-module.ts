import { useEffect, useState } from 'react';

/**
 * A module fetched on demand once `needed` turns true; null until it has arrived (or `initial`,
 * one already at hand). `load` is a module-level function, so the caller decides which chunk holds
 * the `import()`: a loader shared from another file can move that file into an earlier chunk.
 */
export function useLazyModule<T>(
  load: () => Promise<T>,
  needed = true,
  initial: T | null = null,
): T | null {
  const [module, setModule] = useState<T | null>(initial);
  useEffect(() => {
    if (module || !needed) return;
    let active = true;
    load()
      .then((loaded) => {
        if (active) setModule(loaded);
      })
      .catch((error: unknown) => console.warn('A part of the app could not be loaded yet.', error));
    return () => {
      active = false;
    };
  }, [module, needed, load]);
  return module;
}
