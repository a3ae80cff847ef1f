import { WARM_UP_FALLBACK_DELAY_MS, WARM_UP_IDLE_TIMEOUT_MS } from '@/config/constants';
import type { Backend } from './port';

/**
 * Starts the backend's warm-up once the page has loaded and the browser is idle, so it never
 * competes with the first paint or the hydration (docs/decisions/056-local-database-warm-up.md).
 * Returns what cancels it, for a page left before then.
 */
export function warmUpWhenIdle(backend: Pick<Backend, 'warmUp'>): () => void {
  const warmUp = backend.warmUp;
  if (!warmUp) return () => undefined;
  let cancelWait = () => undefined as void;
  const run = () => void warmUp();
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: WARM_UP_IDLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback.
      const id = setTimeout(run, WARM_UP_FALLBACK_DELAY_MS);
      cancelWait = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
    return () => cancelWait();
  }
  window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelWait();
  };
}
