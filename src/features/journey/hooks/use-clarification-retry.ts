import { useEffect, useRef, useState } from 'react';
import type { ClarifiedIdea } from '@/domain/model';
import { loadAi, type AiModule } from './use-ai-module';
import { readVoice } from '@/features/journey/model/device-choices';

/** Where a retry stands: not asked for, asking the AI again, or asked and fallen back again. */
export type RetryState = 'idle' | 'retrying' | 'failed';

/**
 * 'Try again' beside a fallback clarification: the same text goes to the AI once more. Only an
 * answer the AI wrote is handed on; another fallback leaves the screen as it is and says so.
 * Leaving the screen cancels the request.
 */
export function useClarificationRetry(
  ideaText: string,
  accessToken: string | null,
  onReplaced: (clarified: ClarifiedIdea) => void,
) {
  const [state, setState] = useState<RetryState>('idle');
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const retry = async () => {
    if (state === 'retrying') return;
    const controller = new AbortController();
    controllerRef.current = controller;
    setState('retrying');
    let ai: AiModule | undefined;
    try {
      ai = await loadAi();
      const result = await ai.clarifyIdea(ideaText, {
        signal: controller.signal,
        accessToken: accessToken ?? undefined,
        voice: readVoice(),
      });
      if (controller.signal.aborted) return;
      if (result.source === 'ai') {
        setState('idle');
        onReplaced(result.clarified);
      } else setState('failed');
    } catch (error) {
      if (controller.signal.aborted || ai?.isAbortError(error)) return;
      console.warn('Clarity: trying the clarification again failed.', error);
      setState('failed');
    }
  };

  return { state, retry: () => void retry() };
}
