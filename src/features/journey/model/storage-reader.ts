/**
 * The reader of the stored journey (and its validator), fetched only when something is to be read
 * back. Its own module: the reader imports storage.ts, which must not import it back.
 */
export const loadStorageReader = () => import('./storage-read');
