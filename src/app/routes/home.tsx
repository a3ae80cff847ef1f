import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { useFeedbackPrompt } from '@/features/feedback/hooks/use-feedback-prompt';
import { Journey } from '@/features/journey/components/journey';
import { LandingPage } from '@/features/landing/components/landing-page';
import { loadStorageReader } from '@/features/journey/model/storage-reader';
import type { SessionEnd } from '@/lib/session/session-provider';
import type { SharedPlanHandover } from '@/lib/share/plan';

// Only a signed-in person on the idea input sees the shelf: its code loads then, never on arrival.
const ShelfSection = lazy(() =>
  import('@/features/portfolio/components/shelf-section').then((module) => ({
    default: module.ShelfSection,
  })),
);

/**
 * 'Make it mine', handed over by `/shared` (docs/product.md §5.14): fetched only then, and from
 * here, so the journey's writes it uses stay in this page's own code instead of a chunk shared
 * with `/shared` that the landing page would load too.
 */
const KeepSharedPlan = lazy(() => import('./keep-shared-plan'));

// The rating invitation sits under a guide, never on the landing page: fetched with an idea.
const loadInvitation = () => import('@/features/feedback/components/feedback-invitation');
const FeedbackInvitation = lazy(() =>
  loadInvitation().then((module) => ({ default: module.FeedbackInvitation })),
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
  // With an idea on screen the invitation's and the dialog's code are fetched ahead: the
  // invitation is there when the guide is, and a connection lost meanwhile cannot break the page
  // when the rating invitation or 'Give feedback' opens the dialog.
  const hasIdea = ideaText !== null;
  useEffect(() => {
    if (hasIdea) Promise.all([loadInvitation(), loadFeedbackDialog()]).catch(() => undefined);
  }, [hasIdea]);
  const handedOver = (useLocation().state as Partial<SharedPlanHandover> | null)?.keepSharedPlan;

  if (handedOver)
    return (
      <Suspense fallback={<PageLoader label="Making this plan yours…" />}>
        <KeepSharedPlan plan={handedOver} />
      </Suspense>
    );
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
        guideInvitation={
          <Suspense fallback={null}>
            <FeedbackInvitation onOpen={feedback.show} />
          </Suspense>
        }
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
