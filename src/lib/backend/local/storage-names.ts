/** Where PGlite keeps an `idb://name` data directory: an IndexedDB database of that path. */
export const indexedDbNameOf = (dataDir: string) => `/pglite/${dataDir.slice('idb://'.length)}`;
