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

/** What says someone has started on a form: a press, a key, a field focused, or filled by autofill. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'input'] as const;

/**
 * Starts the backend's warm-up at the first sign that someone is using the page, for the sign-in
 * and sign-up pages: typing an e-mail and a password takes longer than the database's start, so the
 * click still finds it ready. A visitor who only looks downloads none of it (PGlite's 15 MB, and on
 * a first visit the 4.8 MB database archive), and its start no longer lands in the page's first
 * seconds, where Lighthouse counted it as blocking time
 * (docs/decisions/101-three-workers-and-baseline-webassembly.md). Returns what cancels it.
 */
export function warmUpOnFirstUse(backend: Pick<Backend, 'warmUp'>): () => void {
  const warmUp = backend.warmUp;
  if (!warmUp) return () => undefined;
  // Someone quicker than the page's code is already in a field: that was the first sign.
  if (document.activeElement instanceof HTMLInputElement) {
    void warmUp();
    return () => undefined;
  }
  const start = () => {
    stopListening();
    void warmUp();
  };
  const stopListening = () => {
    for (const type of FIRST_USE_EVENTS) document.removeEventListener(type, start, true);
  };
  for (const type of FIRST_USE_EVENTS)
    document.addEventListener(type, start, { capture: true, passive: true });
  return stopListening;
}
