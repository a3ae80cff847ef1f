import { useEffect, useRef, useState } from 'react';
import type { ResultSource } from '@/domain/model';
import { loadAi, type AiModule } from './use-ai-module';
import { useSlowAnswer } from './use-slow-answer';

/** Where a retry stands: not asked for, asking the AI again, or asked and fallen back again. */
export type RetryState = 'idle' | 'retrying' | 'failed';

/**
 * One more request to the AI for what fell back. `onArrived` is called once part of the answer
 * has streamed in (the wait is moving again); the answer says whether the AI wrote it.
 */
export type AskAgain<T> = (
  ai: AiModule,
  options: { signal: AbortSignal; onArrived: () => void },
) => Promise<{ value: T; source: ResultSource }>;

/**
 * 'Try again' beside general pointers (the clarification's or the guide's): the AI is asked once
 * more while the pointers stay on screen. Only an answer the AI wrote is handed on; another
 * fallback leaves the screen as it is and says so. The wait has the first try's shape
 * (docs/product.md §5.3): Cancel all along, and after PROCESSING_SLOW_NOTICE_MS with nothing
 * arrived 'This is taking longer than usual.' with 'Keep waiting' and 'Use general pointers'.
 * Leaving the screen cancels the request.
 */
export function useAiRetry<T>(
  ask: AskAgain<T>,
  onReplaced: (value: T) => void,
  onFailedAgain?: () => void,
) {
  const [state, setState] = useState<RetryState>('idle');
  const slow = useSlowAnswer();
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const retry = async () => {
    if (state === 'retrying') return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setState('retrying');
    slow.start();
    let ai: AiModule | undefined;
    try {
      ai = await loadAi();
      const result = await ask(ai, {
        signal: controller.signal,
        // Once part of the answer has arrived the wait is moving: the notice has nothing to say.
        onArrived: slow.dismiss,
      });
      if (controller.signal.aborted) return;
      slow.stop();
      if (result.source === 'ai') {
        setState('idle');
        onReplaced(result.value);
      } else {
        setState('failed');
        onFailedAgain?.();
      }
    } catch (error) {
      if (controller.signal.aborted || ai?.isAbortError(error)) return;
      slow.stop();
      console.warn('Clarity: asking the AI again failed.', error);
      setState('failed');
      onFailedAgain?.();
    }
  };

  /** Stops asking; the general pointers stay as they were before 'Try again'. */
  const stop = (next: RetryState) => {
    slow.stop();
    controllerRef.current?.abort();
    setState(next);
  };

  return {
    state,
    slowNotice: state === 'retrying' && slow.shown,
    retry: () => void retry(),
    cancel: () => stop('idle'),
    /** The slow answer is set aside: the AI did not answer in time, as a failure says. */
    takeGeneralPointers: () => {
      stop('failed');
      onFailedAgain?.();
    },
    keepWaiting: slow.dismiss,
  };
}

/** The props of the notice's retry controls, from a retry. */
export const retryControlsOf = (retry: ReturnType<typeof useAiRetry>) => ({
  retryState: retry.state,
  onRetry: retry.retry,
  onCancel: retry.cancel,
  slowNotice: retry.slowNotice,
  onKeepWaiting: retry.keepWaiting,
  onUseGeneralPointers: retry.takeGeneralPointers,
});
