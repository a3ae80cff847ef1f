import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { toast } from '@/components/ui/toaster';
import { unsavedIdeaText, type JourneyEvent, type Stage } from '@/features/journey/model/journey';
import type { SessionState } from '@/lib/session/session-provider';

const SIGNED_OUT_MESSAGE =
  'You were signed out, so this journey was closed. Sign in again to pick up your saved ideas where you left them.';
const SIGNED_OUT_IDEA_KEPT_MESSAGE =
  'You were signed out, so this journey was closed. Your idea is kept in this tab: sign in again to clarify and save it.';

/**
 * A signed-in person skips the landing page; losing the session closes the journey, returns to
 * landing and says why (docs/product.md §5.1, §5.11). What survives is the reducer's `sessionLost`
 * to say: an unsaved idea's text after an expiry, nothing after a sign-out; the recent ideas go
 * either way. Another account signing in while the journey is open (here or in another tab) ends
 * the first one's session as a sign-out does: nothing of it stays on screen.
 */
export function useSessionLoss(
  session: SessionState,
  booting: boolean,
  stage: Stage,
  stageRef: RefObject<Stage>,
  dispatch: Dispatch<JourneyEvent>,
  forgetRecentIdeas: () => void,
) {
  const { status } = session;
  const userId = session.session?.user.id ?? null;
  const end = (session.status === 'signed-out' && session.ended) || 'lost';
  const previous = useRef({ status, userId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { status, userId };
    if (before.status !== 'signed-in') return;
    const switched = status === 'signed-in' && userId !== before.userId;
    if (status !== 'signed-out' && !switched) return;
    const ended = switched ? 'signed-out' : end;
    const kept = ended === 'lost' && unsavedIdeaText(stageRef.current) !== null;
    forgetRecentIdeas();
    dispatch({ type: 'sessionLost', end: ended });
    toast.info(kept ? SIGNED_OUT_IDEA_KEPT_MESSAGE : SIGNED_OUT_MESSAGE);
  }, [status, userId, end, stageRef, dispatch, forgetRecentIdeas]);

  const onLanding = stage.name === 'landing';
  useEffect(() => {
    if (status === 'signed-in' && !booting && onLanding) dispatch({ type: 'start' });
  }, [status, booting, onLanding, dispatch]);
}
