import { useEffect, useEffectEvent, type Dispatch } from 'react';
import type { JourneyEvent, Stage } from '@/features/journey/model/journey';
import { useFetchGuide } from '@/lib/api/guides/guide-query';
import { useGuideSaveMutation } from '@/lib/api/guides/guide-save-mutation';
import { loadAi, type AiModule } from './use-ai-module';

/**
 * The walkthrough's guide: while the stage has none, a saved idea's stored guide is read; failing
 * that one is generated (spec §5), and a real one (not the fallback) is stored with the idea so that
 * resuming shows the one the person ticked. One load per missing guide; leaving cancels it.
 */
export function useGuideLoading(
  stage: Stage,
  ai: AiModule | null,
  accessToken: string | null,
  dispatch: Dispatch<JourneyEvent>,
) {
  const fetchGuide = useFetchGuide();
  const saveGuide = useGuideSaveMutation();

  const load = useEffectEvent(async (signal: AbortSignal) => {
    if (stage.name !== 'walkthrough' || stage.guide || !stage.idea.step) return;
    const { idea } = stage;
    const step = stage.idea.step;
    if (idea.ideaId) {
      const stored = await fetchGuide(idea.ideaId, step);
      if (signal.aborted) return;
      if (stored) {
        dispatch({ type: 'guideLoaded', guide: stored, source: 'ai' });
        return;
      }
    }
    try {
      const module = ai ?? (await loadAi());
      const result = await module.generateGuide(step, idea.text, idea.clarified, {
        signal,
        accessToken: accessToken ?? undefined,
      });
      if (signal.aborted) return;
      dispatch({ type: 'guideLoaded', guide: result.guide, source: result.source });
      // Only a real guide is worth keeping: a fallback should be retried next time.
      if (idea.ideaId && result.source === 'ai')
        saveGuide.mutate({ ideaId: idea.ideaId, guide: result.guide });
    } catch (error) {
      if (signal.aborted || ai?.isAbortError(error)) return;
      console.warn('Guide generation failed.', error);
      // generateGuide answers failures with its own fallback; this covers anything it could not.
      const { guideFallback } = await import('@/lib/ai/fallbacks');
      dispatch({ type: 'guideLoaded', guide: guideFallback(step), source: 'fallback' });
    }
  });

  const missingGuide =
    stage.name === 'walkthrough' && stage.guide === null ? stage.idea.step : null;
  useEffect(() => {
    if (!missingGuide) return;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [missingGuide]);
}
