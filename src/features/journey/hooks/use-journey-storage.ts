import { useCallback, useEffect, useState, type Dispatch } from 'react';
import type { JourneyEvent, Stage } from '@/features/journey/model/journey';
import {
  hasRecentIdeas,
  hasStoredJourney,
  rememberRecentIdea,
  saveJourney,
  type RecentIdea,
} from '@/features/journey/model/storage';
import { loadStorageReader } from '@/features/journey/model/storage-reader';
import { hasJourneyParams } from '@/features/journey/model/url';

/**
 * A visitor's journey survives a reload (docs/product.md §5.9). On arrival the journey is read back
 * from the URL (a link to a saved idea) or from storage; reading needs the validator, fetched only
 * when there is something to read, and meanwhile `booting` keeps a loader in place of the landing
 * page so that it does not flash past. From then on every stage is written back; nothing is
 * written before it has been read.
 */
export function useJourneyStorage(
  stage: Stage,
  dispatch: Dispatch<JourneyEvent>,
  searchParams: URLSearchParams,
) {
  // What the page arrived with; later URL changes are useJourneyLink's.
  const [arrival] = useState(() => ({
    searchParams,
    restore: hasJourneyParams(searchParams) || hasStoredJourney(),
  }));
  const [booting, setBooting] = useState(arrival.restore);
  const [recentIdeas, setRecentIdeas] = useState<RecentIdea[]>([]);

  useEffect(() => {
    if (!arrival.restore && !hasRecentIdeas()) return;
    let active = true;
    loadStorageReader()
      .then((reader) => {
        if (!active) return;
        setRecentIdeas(reader.loadRecentIdeas());
        if (!arrival.restore) return;
        const request = reader.parseJourneyRequest(arrival.searchParams);
        const restored: Stage | null = request
          ? { name: 'opening', request }
          : reader.loadJourney();
        if (restored) dispatch({ type: 'restored', stage: restored });
        setBooting(false);
      })
      .catch((error: unknown) => {
        console.warn('Could not read the stored journey.', error);
        if (active) setBooting(false);
      });
    return () => {
      active = false;
    };
  }, [arrival, dispatch]);

  useEffect(() => {
    if (!booting) saveJourney(stage);
  }, [stage, booting]);

  /** The session's recent ideas list gains a clarified idea. */
  const rememberIdea = (idea: Pick<RecentIdea, 'text' | 'problem'>) =>
    setRecentIdeas(rememberRecentIdea(recentIdeas, idea));

  /** The list belongs to a session that ended (its stored copy is cleared by `forgetSessionAtOnce`). */
  const forgetRecentIdeas = useCallback(() => setRecentIdeas([]), []);

  return { booting, recentIdeas, rememberIdea, forgetRecentIdeas };
}
