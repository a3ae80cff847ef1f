import { useEffect, type Dispatch } from 'react';
import { useSearchParams } from 'react-router-dom';
import type {
  CurrentIdea,
  GuideState,
  JourneyEvent,
  SavedIdeaRequest,
} from '@/features/journey/model/journey';
import { useFetchGuide } from '@/lib/api/guides/guide-query';
import { useFetchIdea } from '@/lib/api/ideas/idea-query';
import { fromStructuredData } from '@/lib/domain';
import type { SessionState } from '@/lib/session/session-provider';

type SessionStatus = SessionState['status'];

/**
 * Spec §4 "Resume": a saved idea named by the URL is fetched once the session is known; it fills
 * the clarification, its ticks come back from step_progress and, for the walkthrough, its stored
 * guide. The URL is cleared once answered, so a reload does not open it again.
 */
export function useSavedIdeaOpening(
  request: SavedIdeaRequest | null,
  sessionStatus: SessionStatus,
  dispatch: Dispatch<JourneyEvent>,
) {
  const [, setSearchParams] = useSearchParams();
  const fetchIdea = useFetchIdea();
  const fetchGuide = useFetchGuide();

  useEffect(() => {
    if (!request || sessionStatus === 'loading') return;
    let active = true;
    const finish = () => setSearchParams({}, { replace: true });
    if (sessionStatus === 'signed-out') {
      dispatch({ type: 'savedUnavailable', reason: 'not-found' });
      finish();
      return;
    }
    const open = async () => {
      const saved = await fetchIdea(request.ideaId);
      if (!saved || !saved.structured_data) return null;
      const idea: CurrentIdea = {
        text: saved.idea_text,
        clarified: { ...fromStructuredData(saved.structured_data), tags: saved.tags },
        source: 'ai',
        ideaId: saved.id,
        step: saved.selected_next_step,
        progress: saved.step_progress,
      };
      let guide: GuideState | null = null;
      if (request.target === 'walkthrough') {
        const stored = await fetchGuide(saved.id, request.step);
        guide = stored ? { guide: stored, source: 'ai' } : null;
      }
      return { idea, guide };
    };
    open()
      .then((found) => {
        if (!active) return;
        if (found) dispatch({ type: 'savedLoaded', idea: found.idea, guide: found.guide });
        else dispatch({ type: 'savedUnavailable', reason: 'not-found' });
        finish();
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.warn('Could not load the saved idea.', error);
        dispatch({ type: 'savedUnavailable', reason: 'load-failed' });
      });
    return () => {
      active = false;
    };
  }, [request, sessionStatus, dispatch, fetchIdea, fetchGuide, setSearchParams]);
}
