import { lazy } from 'react';

// Everything after the input is fetched when first needed, keeping the landing page light.
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
