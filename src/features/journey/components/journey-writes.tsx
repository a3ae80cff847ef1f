import { useLayoutEffect, type Dispatch, type RefObject } from 'react';
import { useJourneySaving } from '@/features/journey/hooks/use-journey-saving';
import { useSavedIdeaOpening } from '@/features/journey/hooks/use-saved-idea-opening';
import type { JourneyEvent, SavedIdeaRequest, Stage } from '@/features/journey/model/journey';
import type { SessionState } from '@/lib/session/session-provider';

export type JourneySaving = ReturnType<typeof useJourneySaving>;

interface JourneyWritesProps {
  signedIn: boolean;
  sessionStatus: SessionState['status'];
  /** The saved idea the address names, while it is being opened. */
  request: SavedIdeaRequest | null;
  stageRef: RefObject<Stage>;
  dispatch: Dispatch<JourneyEvent>;
  /** Receives the journey's writes after every render, so a call always reaches the current ones. */
  onReady: (saving: JourneySaving) => void;
}

/**
 * What the journey writes (the idea, the step chosen, the ticks) and the opening of a saved idea
 * named by the address: the mutations' code, which the landing page never uses. The journey
 * renders this once it leaves the landing page, so that code is fetched then, not with the first
 * paint (docs/decisions/097-the-first-load-carries-the-first-paint.md).
 */
export default function JourneyWrites({
  signedIn,
  sessionStatus,
  request,
  stageRef,
  dispatch,
  onReady,
}: JourneyWritesProps) {
  const saving = useJourneySaving(signedIn, stageRef, dispatch);
  useSavedIdeaOpening(request, sessionStatus, dispatch);
  useLayoutEffect(() => onReady(saving));
  return null;
}
