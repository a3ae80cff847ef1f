/**
 * The browser's Cache API, in memory, for jsdom (which has none): what the private AI keeps its
 * model file in (src/lib/ai/private-download.ts). A body that fails while it is read (a cancelled
 * download) fails the put, as in a browser.
 */
class MemoryCache {
  readonly entries = new Map<string, Blob>();
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const blob = this.entries.get(String(request instanceof Request ? request.url : request));
    return blob ? new Response(blob) : undefined;
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const blob = await response.blob();
    this.entries.set(String(request instanceof Request ? request.url : request), blob);
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(String(request instanceof Request ? request.url : request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new MemoryCache());
    return this.caches.get(name)!;
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  /** Every kept entry's address, across caches. */
  keptUrls(): string[] {
    return [...this.caches.values()].flatMap((cache) => [...cache.entries.keys()]);
  }
}

/** Installs a fresh in-memory Cache API; the returned function takes it away again. */
export function installMemoryCaches(): { storage: MemoryCacheStorage; uninstall: () => void } {
  const storage = new MemoryCacheStorage();
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
  return {
    storage,
    uninstall: () => {
      delete (globalThis as { caches?: unknown }).caches;
    },
  };
}
