import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import type { StepKind } from '@/domain/vocabulary';
import type { ClarifiedIdea } from '@/domain/model';
import { useSession } from '@/lib/session/session-provider';
import {
  isAiConnected,
  isPrivateAiInUse,
  useAiModule,
} from '@/features/journey/hooks/use-ai-module';
import { useJourneyHistory } from '@/features/journey/hooks/use-journey-history';
import { useJourneyLink } from '@/features/journey/hooks/use-journey-link';
import { useJourneyStorage } from '@/features/journey/hooks/use-journey-storage';
import { useSessionLoss } from '@/features/journey/hooks/use-session-loss';
import { useJourneyWritesLater } from '@/features/journey/hooks/use-journey-writes-later';
import {
  ideaOf,
  initialStage,
  journeyReducer,
  type FallbackReason,
  type ResultSource,
} from '@/features/journey/model/journey';
import { clearJourney } from '@/features/journey/model/storage';
import { FLOATING_NAV_ROOM, FloatingNav } from './floating-nav';
import {
  ClarificationStage,
  IdeaInput,
  preloadInputOnIntent,
  preloadStages,
  ProcessingStage,
  StepSelector,
  UnavailableIdea,
  WalkthroughStage,
} from './lazy-stages';
import { RecentIdeas } from './recent-ideas';
import { FocusOnStageChangeContext } from './stage-heading';

interface LandingSlotProps {
  /** Enters the journey at the idea input. */
  onStart: () => void;
  /** The session's recent ideas, ready to place on the page. */
  recentIdeas: ReactNode;
  /** True when the landing page is arrived at from another stage: its heading should take focus. */
  focusHeading: boolean;
}

export interface JourneyProps {
  /** The landing page (another feature), composed in by the route. */
  renderLanding: (props: LandingSlotProps) => ReactNode;
  /** Opens the feedback dialog (the in-app feedback button). */
  onFeedback?: () => void;
  /** The idea the person is working on, for feedback context; null on landing and input. */
  onCurrentIdeaChange?: (ideaText: string | null) => void;
  /** Shown below the idea input to a signed-in person (another feature, composed by the route). */
  inputAside?: ReactNode;
  /** The rating invitation under a guide the AI wrote (another feature, composed by the route). */
  guideInvitation?: ReactNode;
}

/**
 * The `/` route's journey (docs/product.md §5.1): landing → input → processing → clarification →
 * selector → walkthrough. The stage (a pure reducer,
 * docs/decisions/019-the-journey-as-a-pure-reducer.md) picks the screen; each concern around it
 * lives in a hook of its own (features/journey/hooks): storage, links, opening a saved idea,
 * session loss, saving, the browser's history and the AI module (the walkthrough loads its guide
 * with useGuideLoading).
 */
export function Journey({
  renderLanding,
  onFeedback,
  onCurrentIdeaChange,
  inputAside,
  guideInvitation,
}: JourneyProps) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const accessToken = session.session?.access_token ?? null;
  const [searchParams] = useSearchParams();

  const [stage, dispatch] = useReducer(journeyReducer, initialStage);
  // Handlers that finish later (a save landing, a stream ending) read the journey as it is then.
  const stageRef = useRef(stage);
  // A layout effect, so that it is current before any stage's own effects run.
  useLayoutEffect(() => {
    stageRef.current = stage;
  }, [stage]);

  const { booting, recentIdeas, rememberIdea, forgetRecentIdeas } = useJourneyStorage(
    stage,
    dispatch,
    searchParams,
  );
  useJourneyLink(searchParams, booting, stageRef, dispatch);
  useJourneyHistory(stage, booting, signedIn, dispatch);
  useSessionLoss(session, booting, stage, stageRef, dispatch, forgetRecentIdeas);
  // The AI module is needed from the processing stage on; fetch it once the person heads there.
  const ai = useAiModule(stage.name !== 'landing');
  // The writes' code comes once the journey leaves the landing page (docs/decisions/097).
  const saving = useJourneyWritesLater(stage, stageRef, dispatch, {
    signedIn,
    status: session.status,
  });

  // Focus follows the journey from its first move on (see StageHeading).
  const [firstStageName] = useState(stage.name);
  const [moved, setMoved] = useState(false);
  if (!moved && stage.name !== firstStageName) setMoved(true);

  const currentIdeaText = ideaOf(stage)?.text ?? null;
  useEffect(() => onCurrentIdeaChange?.(currentIdeaText), [currentIdeaText, onCurrentIdeaChange]);

  const started = stage.name !== 'landing';
  useEffect(() => {
    if (started) preloadStages();
  }, [started]);
  useEffect(preloadInputOnIntent, []);

  const handleClarified = (
    clarified: ClarifiedIdea,
    source: ResultSource,
    reason?: FallbackReason,
  ) => {
    const current = stageRef.current;
    if (current.name !== 'processing') return;
    dispatch({ type: 'clarified', clarified, source, ...(reason ? { reason } : {}) });
    // General pointers say nothing about this idea, so they do not describe it in the list.
    rememberIdea({ text: current.ideaText, problem: source === 'ai' ? clarified.problem : '' });
    saving.clarified(clarified, current.ideaText, source);
  };

  const handlePickStep = (step: StepKind) => {
    if (stage.name !== 'selector') return;
    saving.pickStep(step);
  };

  const reset = () => {
    clearJourney();
    dispatch({ type: 'reset' });
  };

  let screen: ReactNode;
  if (booting) screen = <PageLoader />;
  else
    switch (stage.name) {
      case 'landing':
        screen = renderLanding({
          onStart: () => dispatch({ type: 'start' }),
          recentIdeas: <RecentIdeas ideas={recentIdeas} />,
          focusHeading: moved,
        });
        break;
      case 'input':
        screen = (
          <IdeaInput
            draft={stage.draft}
            error={stage.error}
            onDraftChange={(text) => dispatch({ type: 'draftChanged', text })}
            onSubmit={(text) => dispatch({ type: 'submit', text })}
            onBack={signedIn ? undefined : () => dispatch({ type: 'goHome' })}
            aside={signedIn ? inputAside : null}
          />
        );
        break;
      case 'processing':
        screen = (
          <ProcessingStage
            ideaText={stage.ideaText}
            accessToken={accessToken}
            onClarified={handleClarified}
            onFailed={(message) => dispatch({ type: 'clarifyFailed', message })}
            onCancel={() => dispatch({ type: 'clarifyCancelled' })}
          />
        );
        break;
      case 'clarification':
        screen = (
          <ClarificationStage
            idea={stage.idea}
            signedIn={signedIn}
            aiConnected={isAiConnected(ai)}
            privateAi={isPrivateAiInUse(ai)}
            accessToken={accessToken}
            onReplaced={saving.replaceFallback}
            onRetryFailed={() => dispatch({ type: 'clarificationRetryFailed' })}
            onChooseNextStep={() => dispatch({ type: 'chooseNextStep' })}
          />
        );
        break;
      case 'selector':
        screen = <StepSelector currentStep={stage.idea.step} onPick={handlePickStep} />;
        break;
      case 'walkthrough':
        screen = (
          <WalkthroughStage
            stage={stage}
            onGuideLoaded={(guide, source, reason) =>
              dispatch({ type: 'guideLoaded', guide, source, ...(reason ? { reason } : {}) })
            }
            onGuideReplaced={(guide) => dispatch({ type: 'guideReplaced', guide })}
            onGuideRetryFailed={() => dispatch({ type: 'guideRetryFailed' })}
            onToggleStep={saving.toggleStep}
            onBackToSelector={() => dispatch({ type: 'backToSelector' })}
            onReset={reset}
            onFeedback={onFeedback}
            invitation={guideInvitation}
          />
        );
        break;
      case 'opening':
        screen = <PageLoader label="Opening your idea..." />;
        break;
      case 'unavailable':
        screen = (
          <UnavailableIdea
            reason={stage.reason}
            signedIn={signedIn}
            onStart={() => dispatch({ type: 'start' })}
          />
        );
        break;
    }

  return (
    <FocusOnStageChangeContext.Provider value={moved}>
      <Suspense fallback={<PageLoader />}>
        {/* Room at the bottom so the floating links never cover the last button. */}
        <div key={stage.name} className={signedIn ? FLOATING_NAV_ROOM : undefined}>
          {screen}
        </div>
      </Suspense>
      {signedIn ? <FloatingNav /> : null}
      {saving.host}
    </FocusOnStageChangeContext.Provider>
  );
}
