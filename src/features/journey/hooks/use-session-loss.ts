import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { toast } from '@/components/ui/toaster';
import { unsavedIdeaText, type JourneyEvent, type Stage } from '@/features/journey/model/journey';
import { clearJourney } from '@/features/journey/model/storage';
import type { SessionState } from '@/lib/session/session-provider';

const SIGNED_OUT_MESSAGE =
  'You were signed out, so this journey was closed. Sign in again to pick up your saved ideas where you left them.';
const SIGNED_OUT_IDEA_KEPT_MESSAGE =
  'You were signed out, so this journey was closed. Your idea is kept in this tab: sign in again to clarify and save it.';

/**
 * docs/product.md §5.1, §5.11: a signed-in person skips the landing page; losing the session closes
 * the journey, returns to landing (keeping an unsaved idea's text in this tab) and says why.
 */
export function useSessionLoss(
  status: SessionState['status'],
  booting: boolean,
  stage: Stage,
  stageRef: RefObject<Stage>,
  dispatch: Dispatch<JourneyEvent>,
) {
  const previousStatus = useRef(status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (before === 'signed-in' && status === 'signed-out') {
      const kept = unsavedIdeaText(stageRef.current) !== null;
      clearJourney();
      dispatch({ type: 'sessionLost' });
      toast.info(kept ? SIGNED_OUT_IDEA_KEPT_MESSAGE : SIGNED_OUT_MESSAGE);
    }
  }, [status, stageRef, dispatch]);

  const onLanding = stage.name === 'landing';
  useEffect(() => {
    if (status === 'signed-in' && !booting && onLanding) dispatch({ type: 'start' });
  }, [status, booting, onLanding, dispatch]);
}
