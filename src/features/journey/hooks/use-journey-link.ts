import { useEffect, type Dispatch, type RefObject } from 'react';
import type { JourneyEvent, Stage } from '@/features/journey/model/journey';
import { loadStorageReader } from '@/features/journey/model/storage-reader';
import { hasJourneyParams } from '@/features/journey/model/url';

/**
 * A link such as /?resume=true&ideaId=… arriving while the journey is open (the page's first URL
 * is read by useJourneyStorage). The same request twice does not open the idea twice.
 */
export function useJourneyLink(
  searchParams: URLSearchParams,
  booting: boolean,
  stageRef: RefObject<Stage>,
  dispatch: Dispatch<JourneyEvent>,
) {
  useEffect(() => {
    if (booting || !hasJourneyParams(searchParams)) return;
    let active = true;
    void loadStorageReader().then(({ parseJourneyRequest }) => {
      const request = parseJourneyRequest(searchParams);
      const current = stageRef.current;
      const alreadyOpening =
        current.name === 'opening' &&
        request &&
        current.request.ideaId === request.ideaId &&
        current.request.target === request.target;
      if (active && request && !alreadyOpening) dispatch({ type: 'openSaved', request });
    });
    return () => {
      active = false;
    };
  }, [searchParams, booting, stageRef, dispatch]);
}
