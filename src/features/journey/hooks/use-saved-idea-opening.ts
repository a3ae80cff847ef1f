import { useEffect, type Dispatch } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { JourneyEvent, SavedIdeaRequest } from '@/features/journey/model/journey';
import { openedSavedIdea } from '@/features/journey/model/saved-idea';
import { useSavedIdeaLoader } from '@/lib/api/ideas/saved-idea-loader';
import { useStepChoiceMutation } from '@/lib/api/ideas/step-choice-mutation';
import type { SessionState } from '@/lib/session/session-provider';

/**
 * A saved idea named by the URL is opened once the session is known (signed out, it is not
 * found). The URL is cleared once answered, so a reload does not open it again; a failed load
 * keeps it, so a reload tries again. A link to another step than the one the idea has chooses that
 * step, as the selector would: it starts afresh (docs/product.md §5.5).
 */
export function useSavedIdeaOpening(
  request: SavedIdeaRequest | null,
  sessionStatus: SessionState['status'],
  dispatch: Dispatch<JourneyEvent>,
) {
  const [, setSearchParams] = useSearchParams();
  const loadSavedIdea = useSavedIdeaLoader();
  const { mutate: chooseStep } = useStepChoiceMutation();

  useEffect(() => {
    if (!request || sessionStatus === 'loading') return;
    let active = true;
    const finish = () => setSearchParams({}, { replace: true });
    if (sessionStatus === 'signed-out') {
      dispatch({ type: 'savedUnavailable', reason: 'not-found' });
      finish();
      return;
    }
    loadSavedIdea(request.ideaId, request.target === 'walkthrough' ? request.step : null)
      .then((saved) => {
        const found = saved && openedSavedIdea(saved);
        if (!active) return;
        if (found) {
          dispatch({ type: 'savedLoaded', idea: found.idea, guide: found.guide });
          if (request.target === 'walkthrough' && found.idea.step !== request.step)
            chooseStep({ ref: { ideaId: request.ideaId }, step: request.step, chosen: null });
        } else dispatch({ type: 'savedUnavailable', reason: 'not-found' });
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
  }, [request, sessionStatus, dispatch, loadSavedIdea, setSearchParams, chooseStep]);
}
