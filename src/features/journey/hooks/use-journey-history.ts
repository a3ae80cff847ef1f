import { useContext, useEffect, useRef, useState, type Dispatch } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import type { JourneyEvent, Stage } from '@/features/journey/model/journey';
import type { HistoryTrack } from '@/features/journey/model/history';

const loadHistory = () => import('@/features/journey/model/history');
type HistoryModule = Awaited<ReturnType<typeof loadHistory>>;

/**
 * Each stage of the journey is an entry of the browser's history (model/history.ts,
 * docs/decisions/028-journey-stages-as-history-entries.md): the journey moving on its own moves
 * the history with it, and Back or Forward reaching an entry moves the journey there. The rules
 * are fetched once the first screen is up; meanwhile each entry remembers the stage it showed.
 */
export function useJourneyHistory(
  stage: Stage,
  booting: boolean,
  signedIn: boolean,
  dispatch: Dispatch<JourneyEvent>,
) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // The router's live state: what React has rendered lags behind it while a navigation is under
  // way (the router renders in transitions).
  const router = useContext(DataRouterContext)?.router;
  const [history, setHistory] = useState<HistoryModule | null>(null);
  const track = useRef<HistoryTrack>({ key: null, moving: false });
  const shown = useRef({ key: '', name: stage.name });

  useEffect(() => {
    // Without its rules (offline before they arrived) Back and Forward leave `/` as on any page.
    loadHistory().then(setHistory, () => undefined);
  }, []);

  useEffect(() => {
    // While the person is on their way elsewhere, the journey moves no entry: that would cancel
    // their navigation. Once it lands, this runs again (or the journey is gone).
    const live = router?.state;
    if (
      booting ||
      (live && (live.navigation.state !== 'idle' || live.location.key !== location.key))
    )
      return;
    if (shown.current.key !== location.key) shown.current = { key: location.key, name: stage.name };
    history?.syncHistory({
      stage,
      shown: shown.current.name,
      signedIn,
      location,
      navigationType,
      navigate,
      dispatch,
      track: track.current,
    });
  }, [booting, router, history, stage, signedIn, location, navigationType, navigate, dispatch]);
}
