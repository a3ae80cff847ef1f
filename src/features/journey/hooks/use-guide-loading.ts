import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { Guide } from '@/domain/model';
import type { FallbackReason, ResultSource, Stage } from '@/features/journey/model/journey';
import { useFetchGuide } from '@/lib/api/guides/guide-query';
import { useGuideSaveMutation } from '@/lib/api/guides/guide-save-mutation';
import { useTabItemsKeep } from '@/lib/api/guide-items/tab-items-keep-mutation';
import { guideItemsRefOf } from '@/features/journey/model/progress-ref';
import { useSession } from '@/lib/session/session-provider';
import { fallbackReasonOf, loadAi, type AiModule } from './use-ai-module';
import { useAiRetry } from './use-ai-retry';
import { useSlowAnswer } from './use-slow-answer';
import { readVoice } from '@/features/journey/model/device-choices';

type WalkthroughStage = Extract<Stage, { name: 'walkthrough' }>;

/**
 * The walkthrough's guide: while the stage has none, a saved idea's stored guide is read; failing
 * that one is generated, and a real one (not the fallback) is stored with the idea so that resuming
 * shows the one the person ticked (docs/product.md §5.6, §5.8). One load per missing guide; leaving
 * cancels it. A first answer slow to come offers the first try's way out (`slowFirstTry`, docs/
 * product.md §5.3). Returns too 'Try again' for a guide that fell back: the AI is asked again while
 * the pointers stay, with the same way out (`useAiRetry`), and a guide it writes is kept the same
 * way.
 * Used by the walkthrough screen, so this code loads with it rather than with the first page.
 */
export function useGuideLoading(
  stage: WalkthroughStage,
  onLoaded: (guide: Guide, source: ResultSource, reason?: FallbackReason) => void,
  onReplaced: (guide: Guide) => void,
  onRetryFailed: () => void,
) {
  const accessToken = useSession().session?.access_token;
  const fetchGuide = useFetchGuide();
  const saveGuide = useGuideSaveMutation();

  const tabItems = useTabItemsKeep();
  // The guide generated here and not yet kept with the saved idea: the idea's save may land before
  // the guide or after it (a slow device saves it while the person picks a step or ticks).
  const unkept = useRef<Guide | null>(null);
  // Kept once both are on screen, read from the stage as committed (a save landing between the
  // guide's arrival and its render would otherwise see neither). A layout effect: the ticks made
  // in the tab meanwhile are under the stored guide before the screen first reads its items there.
  useLayoutEffect(() => {
    const { idea, guide } = stage;
    if (!guide || guide.guide !== unkept.current || !idea.ideaId || idea.step !== guide.guide.kind)
      return;
    unkept.current = null;
    const ideaId = idea.ideaId;
    const stored = saveGuide.mutateAsync({ ideaId, guide: guide.guide });
    const to = { ...guideItemsRefOf(idea, guide), ideaId };
    tabItems.keep({ from: { ...to, ideaId: null }, to, after: stored });
  }, [stage, saveGuide, tabItems]);

  // The first try's way out of a slow answer, for the guide being generated: due once the AI has
  // been asked for PROCESSING_SLOW_NOTICE_MS with no step arrived. The clock stops when the load
  // ends; it is shown only while a guide is missing, and another step's guide is asked for by a
  // new walkthrough (through the selector), so it never speaks of an earlier load.
  const slow = useSlowAnswer();
  const { start: startSlowClock, stop: stopSlowClock, dismiss: dismissSlowNotice } = slow;
  const loading = useRef<AbortController | null>(null);

  const load = useEffectEvent(async (signal: AbortSignal) => {
    const { idea } = stage;
    const step = idea.step;
    if (stage.guide || !step) return;
    if (idea.ideaId) {
      const stored = await fetchGuide(idea.ideaId, step);
      if (signal.aborted) return;
      if (stored) {
        onLoaded(stored, 'ai');
        return;
      }
    }
    let ai: AiModule | undefined;
    try {
      // Started when the AI is asked: reading a stored guide is no wait to offer a way out of.
      startSlowClock();
      ai = await loadAi();
      const result = await ai.generateGuide(step, idea.text, idea.clarified, {
        signal,
        accessToken,
        voice: readVoice(),
        onPartial: dismissSlowNotice,
      });
      if (signal.aborted) return;
      // Only a real guide is worth keeping: a fallback should be retried next time.
      if (result.source === 'ai') unkept.current = result.guide;
      onLoaded(result.guide, result.source, fallbackReasonOf(ai, result));
    } catch (error) {
      if (signal.aborted || ai?.isAbortError(error)) return;
      console.warn('Guide generation failed.', error);
      // generateGuide answers failures with its own fallback; this covers anything it could not.
      const { guideFallback } = await import('@/domain/fallbacks');
      onLoaded(guideFallback(step), 'fallback', 'failed');
    }
  });

  const missingGuide = stage.guide === null ? stage.idea.step : null;
  useEffect(() => {
    if (!missingGuide) return;
    const controller = new AbortController();
    loading.current = controller;
    void load(controller.signal);
    return () => {
      stopSlowClock();
      controller.abort();
    };
  }, [missingGuide, stopSlowClock]);

  const waiting = missingGuide !== null && slow.shown && stage.guide === null;
  /** The slow first answer, while the guide is generated: keep waiting, or take the pointers. */
  const slowFirstTry = waiting
    ? {
        keepWaiting: dismissSlowNotice,
        takeGeneralPointers: () => {
          loading.current?.abort();
          dismissSlowNotice();
          // The same fallback and reason an AI failure gives (docs/product.md §10.5).
          void import('@/domain/fallbacks').then(({ guideFallback }) =>
            onLoaded(guideFallback(missingGuide), 'fallback', 'failed'),
          );
        },
      }
    : null;

  const retry = useAiRetry<Guide>(
    async (ai, { signal, onArrived }) => {
      const { idea } = stage;
      if (!idea.step) throw new Error('A guide is asked for without a step.');
      const result = await ai.generateGuide(idea.step, idea.text, idea.clarified, {
        signal,
        accessToken,
        voice: readVoice(),
        onPartial: onArrived,
      });
      return { value: result.guide, source: result.source };
    },
    (guide) => {
      unkept.current = guide;
      onReplaced(guide);
    },
    onRetryFailed,
  );
  return { retry, slowFirstTry };
}
