import { lazy, Suspense, useEffect, useState } from 'react';
import { FeedbackInvitation } from '@/features/feedback/components/feedback-invitation';
import { useFeedbackPrompt } from '@/features/feedback/hooks/use-feedback-prompt';
import { Journey } from '@/features/journey/components/journey';
import { LandingPage } from '@/features/landing/components/landing-page';
import { loadStorageReader } from '@/features/journey/model/storage-reader';
import type { SessionEnd } from '@/lib/session/session-provider';

// Only a signed-in person on the idea input sees the shelf: its code loads then, never on arrival.
const ShelfSection = lazy(() =>
  import('@/features/portfolio/components/shelf-section').then((module) => ({
    default: module.ShelfSection,
  })),
);

const loadFeedbackDialog = () => import('@/features/feedback/components/feedback-dialog');
const FeedbackDialog = lazy(() =>
  loadFeedbackDialog().then((module) => ({ default: module.FeedbackDialog })),
);

/**
 * `/`: the journey, with the landing page as its first stage and the feedback dialog beside it.
 * Features never import each other, so they meet here.
 */
/**
 * A lost session anywhere in the app reaches the journey kept in this tab (see providers.tsx);
 * the reader it needs is fetched only then.
 */
export const forgetStoredJourney = (end: SessionEnd) =>
  loadStorageReader().then((stored) => stored.forgetStoredJourney(end));

export default function HomeRoute() {
  const feedback = useFeedbackPrompt();
  const [ideaText, setIdeaText] = useState<string | null>(null);
  // With an idea on screen the dialog's code is fetched ahead, so a connection lost meanwhile
  // cannot break the page when the rating invitation or 'Give feedback' opens it.
  const hasIdea = ideaText !== null;
  useEffect(() => {
    if (hasIdea) loadFeedbackDialog().catch(() => undefined);
  }, [hasIdea]);

  return (
    <>
      <Journey
        renderLanding={({ onStart, recentIdeas, focusHeading }) => (
          <LandingPage
            onStart={onStart}
            onContact={feedback.show}
            recentIdeas={recentIdeas}
            focusHeading={focusHeading}
          />
        )}
        onFeedback={feedback.show}
        onCurrentIdeaChange={setIdeaText}
        inputAside={
          <Suspense fallback={null}>
            <ShelfSection />
          </Suspense>
        }
        guideInvitation={<FeedbackInvitation onOpen={feedback.show} />}
      />
      {feedback.mounted ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            open={feedback.open}
            onOpenChange={feedback.setOpen}
            ideaText={ideaText}
          />
        </Suspense>
      ) : null}
    </>
  );
}
