import { useEffect, useRef, useState } from 'react';
import { PROCESSING_SLOW_NOTICE_MS } from '@/config/constants';
import type { ClarifiedIdea } from '@/domain/model';
import { loadAi, type AiModule } from './use-ai-module';
import { readVoice } from '@/features/journey/model/device-choices';

/** Where a retry stands: not asked for, asking the AI again, or asked and fallen back again. */
export type RetryState = 'idle' | 'retrying' | 'failed';

/**
 * 'Try again' beside a fallback clarification: the same text goes to the AI once more. Only an
 * answer the AI wrote is handed on; another fallback leaves the screen as it is and says so.
 * The wait has the first try's shape (docs/product.md §5.3): Cancel all along, and after
 * PROCESSING_SLOW_NOTICE_MS without a field 'This is taking longer than usual.' with 'Keep
 * waiting' and 'Use general pointers'. Leaving the screen cancels the request.
 */
export function useClarificationRetry(
  ideaText: string,
  accessToken: string | null,
  onReplaced: (clarified: ClarifiedIdea) => void,
  onFailedAgain?: () => void,
) {
  const [state, setState] = useState<RetryState>('idle');
  const [slow, setSlow] = useState<'waiting' | 'shown' | 'dismissed'>('waiting');
  const controllerRef = useRef<AbortController | null>(null);
  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(slowTimer.current);
      controllerRef.current?.abort();
    },
    [],
  );

  const stopSlowTimer = () => {
    clearTimeout(slowTimer.current);
    slowTimer.current = undefined;
  };

  const retry = async () => {
    if (state === 'retrying') return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setState('retrying');
    setSlow('waiting');
    stopSlowTimer();
    slowTimer.current = setTimeout(() => {
      slowTimer.current = undefined;
      setSlow((current) => (current === 'waiting' ? 'shown' : current));
    }, PROCESSING_SLOW_NOTICE_MS);
    let ai: AiModule | undefined;
    try {
      ai = await loadAi();
      const result = await ai.clarifyIdea(ideaText, {
        signal: controller.signal,
        accessToken: accessToken ?? undefined,
        voice: readVoice(),
        onPartial: (partial) => {
          // Once a field has arrived the wait is moving again: the notice has nothing to say.
          if (Object.values(partial).some(Boolean)) {
            stopSlowTimer();
            setSlow('dismissed');
          }
        },
      });
      if (controller.signal.aborted) return;
      stopSlowTimer();
      if (result.source === 'ai') {
        setState('idle');
        onReplaced(result.clarified);
      } else {
        setState('failed');
        onFailedAgain?.();
      }
    } catch (error) {
      if (controller.signal.aborted || ai?.isAbortError(error)) return;
      stopSlowTimer();
      console.warn('Clarity: trying the clarification again failed.', error);
      setState('failed');
      onFailedAgain?.();
    }
  };

  /** Stops asking; the general pointers stay as they were before 'Try again'. */
  const stop = (next: RetryState) => {
    stopSlowTimer();
    controllerRef.current?.abort();
    setState(next);
  };

  return {
    state,
    slowNotice: state === 'retrying' && slow === 'shown',
    retry: () => void retry(),
    cancel: () => stop('idle'),
    /** The slow answer is set aside: the AI did not answer in time, as a failure says. */
    takeGeneralPointers: () => {
      stop('failed');
      onFailedAgain?.();
    },
    keepWaiting: () => setSlow('dismissed'),
  };
}
