import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type Dispatch } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { JourneyEvent, SavedIdeaRequest } from '@/features/journey/model/journey';
import { useBackend } from '@/lib/backend/backend-context';
import type { SessionState } from '@/lib/session/session-provider';

/**
 * A saved idea named by the URL is opened once the session is known (signed out, it is not
 * found). The URL is cleared once answered, so a reload does not open it again; a failed load
 * keeps it, so a reload tries again.
 */
export function useSavedIdeaOpening(
  request: SavedIdeaRequest | null,
  sessionStatus: SessionState['status'],
  dispatch: Dispatch<JourneyEvent>,
) {
  const [, setSearchParams] = useSearchParams();
  const backend = useBackend();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!request || sessionStatus === 'loading') return;
    let active = true;
    const finish = () => setSearchParams({}, { replace: true });
    if (sessionStatus === 'signed-out') {
      dispatch({ type: 'savedUnavailable', reason: 'not-found' });
      finish();
      return;
    }
    import('./open-saved-idea')
      .then(({ openSavedIdea }) => openSavedIdea(queryClient, backend, request))
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
  }, [request, sessionStatus, dispatch, backend, queryClient, setSearchParams]);
}
