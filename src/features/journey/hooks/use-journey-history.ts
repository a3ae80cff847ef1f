import { useEffect, useRef, useState, type Dispatch } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { JourneyEvent, Stage } from '@/features/journey/model/journey';
import type { HistoryTrack } from '@/features/journey/model/history';

const loadHistory = () => import('@/features/journey/model/history');
type HistoryModule = Awaited<ReturnType<typeof loadHistory>>;

/**
 * Each stage of the journey is an entry of the browser's history (model/history.ts,
 * docs/decisions/028-journey-stages-as-history-entries.md): the journey moving on its own moves
 * the history with it, and Back or Forward reaching an entry moves the journey there. The rules
 * are fetched once the first screen is up; meanwhile each entry remembers the stages it showed.
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
  const [history, setHistory] = useState<HistoryModule | null>(null);
  const track = useRef<HistoryTrack>({ key: null, moving: false });
  // Every stage shown on the current entry, in order: until the rules arrive the journey can pass
  // several on one entry, and each still gets an entry of its own once they are here
  // (placesPassed in model/history.ts).
  const shown = useRef<{ key: string; names: Stage['name'][] }>({ key: '', names: [] });

  useEffect(() => {
    // Without its rules (offline before they arrived) Back and Forward leave `/` as on any page.
    loadHistory().then(setHistory, () => undefined);
  }, []);

  useEffect(() => {
    // The location is never stale here: the router renders each navigation at once, not in a
    // transition that would leave this page on screen while the history is elsewhere (src/app/app.tsx),
    // so an entry this moves is the journey's own, never one the person is navigating to.
    if (booting) return;
    if (shown.current.key !== location.key) {
      // An entry the journey moved to itself carries on the stages still waiting for theirs.
      shown.current = { key: location.key, names: track.current.moving ? shown.current.names : [] };
    }
    if (shown.current.names.at(-1) !== stage.name) shown.current.names.push(stage.name);
    history?.syncHistory({
      stage,
      shown: shown.current.names,
      signedIn,
      location,
      navigationType,
      navigate,
      dispatch,
      track: track.current,
    });
  }, [booting, history, stage, signedIn, location, navigationType, navigate, dispatch]);
}
