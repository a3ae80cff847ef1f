import { pageMayConnectTo } from './csp';

/**
 * The model file of 'Private AI in this browser': downloaded once, with progress and Cancel, into
 * the browser's Cache API under its address, and read back from there on every later visit
 * (docs/decisions/067-private-ai-in-the-page.md). Nothing here downloads unless a person pressed
 * 'Download and use'. The first bytes are checked as they arrive, so a page or an archive at the
 * address stops at once instead of after hundreds of megabytes.
 */

const CACHE_NAME = 'clarity-private-ai';
const GGUF_MAGIC = [0x47, 0x47, 0x55, 0x46];

export type PrivateModelFailure =
  'space' | 'offline' | 'not-gguf' | 'memory' | 'not-found' | 'blocked' | 'not-kept' | 'failed';

/** One sentence per reason, said where the download or the answer failed. */
export const PRIVATE_MODEL_FAILURES: Record<PrivateModelFailure, string> = {
  space: 'There is not enough free space on this device to keep the model.',
  offline: 'The model could not be downloaded because this device is offline.',
  'not-gguf': 'The file at that address is not a GGUF model, so it cannot run here.',
  memory: 'The model is too large for this device’s memory; a smaller one may work.',
  'not-found': 'There is no model file at that address.',
  blocked: 'This site’s security rules do not allow downloading from that address.',
  'not-kept': 'The private model is not downloaded in this browser; download it in AI settings.',
  failed: 'The model could not be downloaded or started; try again or choose another AI.',
};

export class PrivateModelError extends Error {
  override name = 'PrivateModelError';
  constructor(readonly reason: PrivateModelFailure) {
    super(PRIVATE_MODEL_FAILURES[reason]);
  }
}

export interface DownloadProgress {
  loaded: number;
  /** 0 when the server does not say. */
  total: number;
}

const openCache = () => {
  if (typeof caches === 'undefined') throw new PrivateModelError('space');
  return caches.open(CACHE_NAME);
};

/** The kept file, or null. */
export async function keptModelFile(url: string): Promise<Blob | null> {
  if (typeof caches === 'undefined') return null;
  const response = await (await caches.open(CACHE_NAME)).match(url);
  return response ? response.blob() : null;
}

/** How many bytes the kept models take. */
async function keptModelsBytes(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(CACHE_NAME);
  let bytes = 0;
  for (const request of await cache.keys()) {
    // A kept response's blob is read from disk lazily: its size costs nothing.
    const response = await cache.match(request);
    bytes += response ? (await response.blob()).size : 0;
  }
  return bytes;
}

/** Removes every kept model; answers how many bytes that freed. */
export async function removeKeptModels(): Promise<number> {
  const bytes = await keptModelsBytes();
  if (typeof caches !== 'undefined') await caches.delete(CACHE_NAME);
  return bytes;
}

/** Whether `bytes` could fit in this device's memory next to the page (Chromium says how much). */
function fitsInMemory(bytes: number): boolean {
  const gigabytes = (navigator as { deviceMemory?: number }).deviceMemory;
  // deviceMemory is capped at 8 and rounded down: trust it only to rule out the clearly too large.
  return !gigabytes || gigabytes >= 8 || bytes * 2 <= gigabytes * 1e9;
}

async function hasRoomFor(bytes: number): Promise<boolean> {
  if (!bytes || !navigator.storage?.estimate) return true;
  const { quota, usage } = await navigator.storage.estimate();
  return quota === undefined || quota - (usage ?? 0) >= bytes;
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

/** The stream's bytes passed on as they come, counted, with the first four checked. */
function checkedCounter(onBytes: (loaded: number) => void) {
  let loaded = 0;
  const head: number[] = [];
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      for (let i = 0; head.length < GGUF_MAGIC.length && i < chunk.length; i++)
        head.push(chunk[i]!);
      if (head.some((byte, i) => byte !== GGUF_MAGIC[i])) throw new PrivateModelError('not-gguf');
      loaded += chunk.length;
      onBytes(loaded);
      controller.enqueue(chunk);
    },
    flush() {
      if (head.length < GGUF_MAGIC.length) throw new PrivateModelError('not-gguf');
    },
  });
}

/** `work`, or a rejection as soon as `signal` aborts (a stalled body may never notice). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('The download was cancelled.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Downloads the model at `url` and keeps it; a kept one is not downloaded again. Rejects with a
 * PrivateModelError (its message is the sentence to show), or an AbortError after Cancel.
 */
export async function downloadModel(
  url: string,
  {
    expectedBytes = 0,
    onProgress,
    signal,
  }: {
    expectedBytes?: number;
    onProgress?: (progress: DownloadProgress) => void;
    signal?: AbortSignal;
  },
): Promise<void> {
  if (await keptModelFile(url)) return;
  if (typeof document !== 'undefined' && !pageMayConnectTo(url))
    throw new PrivateModelError('blocked');
  if (!fitsInMemory(expectedBytes)) throw new PrivateModelError('memory');
  if (!(await hasRoomFor(expectedBytes))) throw new PrivateModelError('space');
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new PrivateModelError('offline');

  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'omit' });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PrivateModelError(navigator.onLine === false ? 'offline' : 'failed');
  }
  if (response.status === 404 || response.status === 410) throw new PrivateModelError('not-found');
  if (!response.ok || !response.body) throw new PrivateModelError('failed');
  const total = Number(response.headers.get('content-length') ?? 0);
  if (!fitsInMemory(total)) throw new PrivateModelError('memory');
  if (!(await hasRoomFor(total))) throw new PrivateModelError('space');
  onProgress?.({ loaded: 0, total });

  const cache = await openCache();
  const body = response.body.pipeThrough(
    checkedCounter((loaded) => onProgress?.({ loaded, total })),
  );
  try {
    // Streamed to disk as it arrives: a model never sits whole in the page's memory.
    await untilAborted(
      cache.put(
        url,
        new Response(body, { headers: { 'content-type': 'application/octet-stream' } }),
      ),
      signal,
    );
  } catch (error) {
    await cache.delete(url).catch(() => undefined);
    if (signal?.aborted) throw new DOMException('The download was cancelled.', 'AbortError');
    if (error instanceof PrivateModelError) throw error;
    if (isQuotaError(error)) throw new PrivateModelError('space');
    throw new PrivateModelError(navigator.onLine === false ? 'offline' : 'failed');
  }
}
