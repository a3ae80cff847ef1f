import type { SessionEnd } from '@/lib/session/session-provider';
import { afterSessionEnd, initialStage } from './journey';
import { forgetRecentIdeas, saveJourney } from './storage';
import { loadJourney } from './storage-read';

/**
 * A session ended, wherever in the app the person was: this tab's stored journey keeps only what
 * `afterSessionEnd` lets through, and the recent ideas go (docs/product.md §5.9, §5.11, §7.7).
 * Loaded only then, so it costs the first page nothing.
 */
export function forgetStoredJourney(end: SessionEnd): void {
  forgetRecentIdeas();
  saveJourney(afterSessionEnd(loadJourney() ?? initialStage, end));
}
