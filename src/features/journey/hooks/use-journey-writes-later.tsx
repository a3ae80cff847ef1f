import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
} from 'react';
import type { JourneySaving } from '@/features/journey/components/journey-writes';
import type { JourneyEvent, Stage } from '@/features/journey/model/journey';
import type { SessionState } from '@/lib/session/session-provider';

export const loadJourneyWrites = () => import('@/features/journey/components/journey-writes');

const JourneyWrites = lazy(loadJourneyWrites);

type Write = (saving: JourneySaving) => void;

/**
 * The journey's writes, whose code arrives after the first paint (docs/decisions/097). Until
 * `JourneyWrites` has mounted and handed them over (`attach`), a call waits in order and runs as
 * soon as they are here, so nothing the person does in the meantime is lost. `host` (to render
 * once) holds them from the journey's first move off the landing page on, and stays: mutations in
 * flight keep their observers, as they did when the writes lived in the journey itself.
 */
export function useJourneyWritesLater(
  stage: Stage,
  stageRef: RefObject<Stage>,
  dispatch: Dispatch<JourneyEvent>,
  session: { signedIn: boolean; status: SessionState['status'] },
) {
  const [needed, setNeeded] = useState(stage.name !== 'landing');
  if (!needed && stage.name !== 'landing') setNeeded(true);

  const current = useRef<JourneySaving | null>(null);
  const waiting = useRef<Write[]>([]);
  const attach = useCallback((saving: JourneySaving) => {
    current.current = saving;
    for (const write of waiting.current.splice(0)) write(saving);
  }, []);
  const call = (write: Write) => {
    if (current.current) write(current.current);
    else waiting.current.push(write);
  };

  const host = needed ? (
    <Suspense fallback={null}>
      <JourneyWrites
        signedIn={session.signedIn}
        sessionStatus={session.status}
        request={stage.name === 'opening' ? stage.request : null}
        stageRef={stageRef}
        dispatch={dispatch}
        onReady={attach}
      />
    </Suspense>
  ) : null;

  return {
    host,
    clarified: (...args: Parameters<JourneySaving['clarified']>) =>
      call((saving) => saving.clarified(...args)),
    replaceFallback: (...args: Parameters<JourneySaving['replaceFallback']>) =>
      call((saving) => saving.replaceFallback(...args)),
    pickStep: (...args: Parameters<JourneySaving['pickStep']>) =>
      call((saving) => saving.pickStep(...args)),
    toggleStep: (...args: Parameters<JourneySaving['toggleStep']>) =>
      call((saving) => saving.toggleStep(...args)),
  };
}
