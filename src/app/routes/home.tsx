import { lazy, Suspense, useState } from 'react';
import { getEnv } from '@/config/env';
import { useFeedbackPrompt } from '@/features/feedback/hooks/use-feedback-prompt';
import { Journey } from '@/features/journey/components/journey';
import { LandingPage } from '@/features/landing/components/landing-page';

const FeedbackDialog = lazy(() =>
  import('@/features/feedback/components/feedback-dialog').then((module) => ({
    default: module.FeedbackDialog,
  })),
);

/**
 * `/`: the journey, with the landing page as its first stage and the feedback dialog beside it.
 * Features never import each other, so they meet here.
 */
export default function HomeRoute() {
  const feedback = useFeedbackPrompt();
  const [ideaText, setIdeaText] = useState<string | null>(null);

  return (
    <>
      <Journey
        renderLanding={({ onStart, recentIdeas, focusHeading }) => (
          <LandingPage
            onStart={onStart}
            onContact={feedback.show}
            modelName={getEnv().ai.model}
            recentIdeas={recentIdeas}
            focusHeading={focusHeading}
          />
        )}
        onStepPicked={feedback.promptAfterStepPick}
        onFeedback={feedback.show}
        onCurrentIdeaChange={setIdeaText}
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
