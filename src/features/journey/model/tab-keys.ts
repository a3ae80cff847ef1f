import type { SessionEnd } from '@/lib/session/session-provider';

/**
 * Where the journey keeps a person's things in this tab (sessionStorage), and what of them goes
 * when a session ends. Tiny on purpose: the app's shell runs `forgetSessionAtOnce` on every page.
 */

export const JOURNEY_KEY = 'clarity.journey';
export const RECENT_KEY = 'clarity.recent-ideas';
/** One step at a time's records of the tab's guides (focus-record.ts). */
export const FOCUS_RECORDS_KEY = 'clarity.guide-focus';
/**
 * Where the tab keeps its guides' items: `TAB_ITEMS_KEY` of src/lib/api/guide-items/tab-store.ts,
 * spelled here so that this module does not share a chunk with the walkthrough's (a test checks
 * the two agree).
 */
export const TAB_GUIDE_ITEMS_KEY = 'clarity.guide-items';
/** The step progress of the tab's ideas: `TAB_PROGRESS_KEY` of src/lib/api/ideas/tab-progress.ts. */
export const TAB_STEP_PROGRESS_KEY = 'clarity.step-progress';

/**
 * A session ended (docs/product.md §5.9, §5.11, §7.7): what the tab keeps of the person goes at
 * once, before any screen hears of the end and without fetching any code, so that no sign-in page
 * shows while their idea is still in the tab, nor after a fetch fails. The recent ideas, One step at
 * a time's records and a visitor's guide items and ticks go either way; after a sign-out the journey goes
 * whole. After a lost session the journey keeps an idea not yet saved, which takes the reader:
 * `forgetStoredJourney` (storage-read.ts) finishes that.
 */
export function forgetSessionAtOnce(end: SessionEnd): void {
  const keys = [RECENT_KEY, FOCUS_RECORDS_KEY, TAB_GUIDE_ITEMS_KEY, TAB_STEP_PROGRESS_KEY];
  if (end === 'signed-out') keys.push(JOURNEY_KEY);
  for (const key of keys) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Storage refused: nothing was kept either.
    }
  }
}
