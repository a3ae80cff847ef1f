import { lazy } from 'react';
import { loadJourneyWrites } from '@/features/journey/hooks/use-journey-writes-later';

/**
 * The idea input is not on the landing page's first paint, so its code is not in the first load
 * (docs/decisions/097-the-first-load-carries-the-first-paint.md): it is fetched, with the journey's
 * writes, at the person's first sign of use (a pointer moved or pressed, a touch, a key, a scroll),
 * so 'Try it now' finds it and a page nobody touches spends nothing on it after its start.
 */
const loadInput = () => import('./idea-input');
export const IdeaInput = lazy(() => loadInput().then((module) => ({ default: module.IdeaInput })));

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/** Fetches the input's and the writes' code at the first sign of use; returns the cancel. */
export const preloadInputOnIntent = () => {
  const stop = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, load, true);
  };
  function load() {
    stop();
    for (const fetchCode of [loadInput, loadJourneyWrites]) fetchCode().catch(() => undefined);
  }
  for (const type of INTENT_EVENTS)
    window.addEventListener(type, load, { capture: true, passive: true });
  return stop;
};

const loadProcessing = () => import('./processing-stage');
const loadClarification = () => import('./clarification-stage');
const loadSelector = () => import('./step-selector');
const loadWalkthrough = () => import('./walkthrough-stage');
const loadCelebration = () => import('./celebration');

export const ProcessingStage = lazy(loadProcessing);
export const ClarificationStage = lazy(loadClarification);
export const StepSelector = lazy(loadSelector);
export const WalkthroughStage = lazy(loadWalkthrough);
// A rare screen (a link to an idea that is gone): fetched only when shown.
export const UnavailableIdea = lazy(() =>
  import('./unavailable-idea').then((module) => ({ default: module.UnavailableIdea })),
);

/**
 * Once the journey has started, the code of its later screens is fetched ahead: a connection lost
 * mid-journey must not leave a screen that cannot load. A failure here is harmless; the screen's
 * own load tries again when it is needed.
 */
export const preloadStages = () => {
  for (const load of [
    loadProcessing,
    loadClarification,
    loadSelector,
    loadWalkthrough,
    loadCelebration,
  ]) {
    load().catch(() => undefined);
  }
};
