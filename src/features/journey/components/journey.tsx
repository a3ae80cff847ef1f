import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { StatusScreen } from '@/components/layout/status-screen';
import { PageLoader } from '@/components/layout/page-loader';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import type { StepKind } from '@/config/constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useBackend } from '@/lib/backend/backend-context';
import type { ClarifiedIdea, StepProgress } from '@/lib/domain';
import { useSession } from '@/lib/session/session-provider';
import { loadAi, type AiModule } from '@/features/journey/api/ai';
import {
  loadSavedIdea,
  readStoredGuide,
  storeGuide,
  useIdeaWrites,
} from '@/features/journey/api/journey-data';
import {
  ideaOf,
  initialStage,
  journeyReducer,
  progressForPick,
  stepKeyAt,
  type CurrentIdea,
  type ResultSource,
  type Stage,
  unsavedIdeaText,
} from '@/features/journey/model/journey';
import {
  clearJourney,
  hasRecentIdeas,
  hasStoredJourney,
  rememberRecentIdea,
  saveJourney,
  type RecentIdea,
} from '@/features/journey/model/storage';
import { hasJourneyParams } from '@/features/journey/model/url';
import { IdeaInput } from './idea-input';
import { RecentIdeas } from './recent-ideas';
import { FocusOnStageChangeContext } from './stage-heading';

// Everything after the input is fetched when first needed, keeping the landing page light.
const loadProcessing = () => import('./processing-stage');
const loadClarification = () => import('./clarification-stage');
const loadSelector = () => import('./step-selector');
const loadWalkthrough = () => import('./walkthrough-stage');
const ProcessingStage = lazy(loadProcessing);
const ClarificationStage = lazy(loadClarification);
const StepSelector = lazy(loadSelector);
const WalkthroughStage = lazy(loadWalkthrough);

/**
 * Once the journey has started, the code of its later screens is fetched ahead: a connection lost
 * mid-journey must not leave a screen that cannot load. A failure here is harmless; the screen's
 * own load tries again when it is needed.
 */
const loadCelebration = () => import('./celebration');
const preloadStages = () => {
  for (const load of [
    loadProcessing,
    loadClarification,
    loadSelector,
    loadWalkthrough,
    loadCelebration,
  ]) {
    load().catch(() => undefined);
  }
};

export interface LandingSlotProps {
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
  /** Called when a step is picked (the route opens the feedback prompt). */
  onStepPicked?: (ideaText: string) => void;
  /** Opens the feedback dialog (the in-app feedback button). */
  onFeedback?: () => void;
  /** The idea the person is working on, for feedback context; null on landing and input. */
  onCurrentIdeaChange?: (ideaText: string | null) => void;
}

const PROGRESS_SAVE_FAILED =
  'Your progress could not be saved, so that step was set back. Please try again.';
const SIGNED_OUT_MESSAGE =
  'You were signed out, so this journey was closed. Sign in again to pick up your saved ideas where you left them.';
const SIGNED_OUT_IDEA_KEPT_MESSAGE =
  'You were signed out, so this journey was closed. Your idea is kept in this tab: sign in again to clarify and save it.';
const IDEA_SAVE_FAILED =
  'Your idea could not be saved to your account. You can keep going; it stays in this tab.';

/** The `/` route's journey (spec §2, DESIGN §7): landing → input → processing → clarification → selector → walkthrough. */
export function Journey({
  renderLanding,
  onStepPicked,
  onFeedback,
  onCurrentIdeaChange,
}: JourneyProps) {
  const backend = useBackend();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const accessToken = session.session?.access_token ?? null;
  const [searchParams, setSearchParams] = useSearchParams();

  const [stage, dispatch] = useReducer(journeyReducer, initialStage);
  // Reading back storage and the URL needs the validator, fetched only when there is something to
  // read; meanwhile a loader stands in for the landing page so it does not flash past.
  const [booting, setBooting] = useState(
    () => hasJourneyParams(searchParams) || hasStoredJourney(),
  );
  // Handlers that finish later (a save landing, a stream ending) read the journey as it is then.
  const stageRef = useRef(stage);
  // A layout effect, so that it is current before any stage's own effects run.
  useLayoutEffect(() => {
    stageRef.current = stage;
  }, [stage]);

  const [recentIdeas, setRecentIdeas] = useState<RecentIdea[]>([]);

  useEffect(() => {
    if (!booting && !hasRecentIdeas()) return;
    let active = true;
    import('@/features/journey/model/storage-read')
      .then((reader) => {
        if (!active) return;
        setRecentIdeas(reader.loadRecentIdeas());
        if (!booting) return;
        const request = reader.parseJourneyRequest(searchParams);
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
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [ai, setAi] = useState<AiModule | null>(null);
  const aiConnected = ai ? ai.getAiConnection().kind !== 'not-connected' : true;

  // Focus follows the journey from its first move on (see StageHeading).
  const [firstStageName] = useState(stage.name);
  const [moved, setMoved] = useState(false);
  if (!moved && stage.name !== firstStageName) setMoved(true);

  const writes = useIdeaWrites();

  // A visitor's journey survives a reload (DESIGN §7); nothing is written before it has been read back.
  useEffect(() => {
    if (!booting) saveJourney(stage);
  }, [stage, booting]);

  const currentIdeaText = ideaOf(stage)?.text ?? null;
  useEffect(() => onCurrentIdeaChange?.(currentIdeaText), [currentIdeaText, onCurrentIdeaChange]);

  const started = stage.name !== 'landing';
  useEffect(() => {
    if (started) preloadStages();
  }, [started]);

  // The AI module is needed from the processing stage on; fetch it once the person heads there.
  useEffect(() => {
    if (ai || stage.name === 'landing') return;
    let active = true;
    loadAi()
      .then((module) => active && setAi(module))
      .catch((error: unknown) => console.warn('The AI module could not be loaded yet.', error));
    return () => {
      active = false;
    };
  }, [ai, stage.name]);

  // A link such as /?resume=true&ideaId=… arriving while the journey is open.
  useEffect(() => {
    if (booting || !hasJourneyParams(searchParams)) return;
    let active = true;
    void import('@/features/journey/model/storage-read').then(({ parseJourneyRequest }) => {
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
  }, [searchParams, booting]);

  // Session: a signed-in person skips landing; losing the session returns to landing (spec §2).
  const previousStatus = useRef(session.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = session.status;
    if (before === 'signed-in' && session.status === 'signed-out') {
      const kept = unsavedIdeaText(stageRef.current) !== null;
      clearJourney();
      dispatch({ type: 'sessionLost' });
      toast.info(kept ? SIGNED_OUT_IDEA_KEPT_MESSAGE : SIGNED_OUT_MESSAGE);
    }
  }, [session.status]);
  useEffect(() => {
    if (signedIn && !booting && stage.name === 'landing') dispatch({ type: 'start' });
  }, [signedIn, booting, stage.name]);

  // Opening a saved idea named by the URL, once the session is known.
  const openingRequest = stage.name === 'opening' ? stage.request : null;
  useEffect(() => {
    if (!openingRequest || session.status === 'loading') return;
    let active = true;
    const finish = () => setSearchParams({}, { replace: true });
    if (session.status === 'signed-out') {
      dispatch({ type: 'savedUnavailable', reason: 'not-found' });
      finish();
      return;
    }
    loadSavedIdea(backend, openingRequest)
      .then((result) => {
        if (!active) return;
        if (result.kind === 'found')
          dispatch({ type: 'savedLoaded', idea: result.idea, guide: result.guide });
        else dispatch({ type: 'savedUnavailable', reason: 'not-found' });
        finish();
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.warn('Could not load the saved idea.', error);
        dispatch({ type: 'savedUnavailable', reason: 'load-failed' });
      });
    return () => {
      active = false;
    };
  }, [openingRequest, session.status, backend, setSearchParams]);

  // --- Handlers ---------------------------------------------------------------------------------

  const saveStepChoice = useCallback(
    (ideaId: string, step: StepKind, progress: StepProgress) => {
      writes
        .update(ideaId, {
          status: 'in_progress',
          selected_next_step: step,
          step_progress: progress,
        })
        .catch((error: unknown) => console.warn('Could not save the chosen step.', error));
    },
    [writes],
  );

  const handleClarified = useCallback(
    (clarified: ClarifiedIdea, source: ResultSource) => {
      const current = stageRef.current;
      if (current.name !== 'processing') return;
      const ideaText = current.ideaText;
      dispatch({ type: 'clarified', clarified, source });
      setRecentIdeas(
        rememberRecentIdea(recentIdeas, { text: ideaText, problem: clarified.problem }),
      );
      if (!signedIn) return;
      writes
        .create({
          idea_text: ideaText,
          structured_data: clarified,
          status: 'clarified',
          tags: clarified.tags ?? [],
        })
        .then((saved) => {
          dispatch({ type: 'ideaSaved', ideaId: saved.id });
          // The person may have picked a step before the save landed.
          const latest = ideaOf(stageRef.current);
          if (latest?.step) saveStepChoice(saved.id, latest.step, latest.progress);
        })
        .catch((error: unknown) => {
          console.warn('Could not save the idea.', error);
          // Signed out meanwhile: the journey is closed, has said why and kept the idea's text.
          if (ideaOf(stageRef.current)?.text !== ideaText) return;
          toast.error(IDEA_SAVE_FAILED);
        });
    },
    [signedIn, writes, saveStepChoice, recentIdeas],
  );

  const handlePickStep = (step: StepKind) => {
    if (stage.name !== 'selector') return;
    const idea = stage.idea;
    dispatch({ type: 'pickStep', step });
    if (idea.ideaId) saveStepChoice(idea.ideaId, step, progressForPick(idea, step));
    onStepPicked?.(idea.text);
  };

  const loadGuide = async (signal: AbortSignal) => {
    const current = stageRef.current;
    if (current.name !== 'walkthrough' || current.guide || !current.idea.step) return;
    const { idea } = current;
    const step = idea.step!;
    if (idea.ideaId) {
      const stored = await readStoredGuide(backend, idea.ideaId, step);
      if (signal.aborted) return;
      if (stored) {
        dispatch({ type: 'guideLoaded', guide: stored, source: 'ai' });
        return;
      }
    }
    try {
      const module = ai ?? (await loadAi());
      const result = await module.generateGuide(step, idea.text, idea.clarified, {
        signal,
        accessToken: accessToken ?? undefined,
      });
      if (signal.aborted) return;
      dispatch({ type: 'guideLoaded', guide: result.guide, source: result.source });
      // Only a real guide is worth keeping: a fallback should be retried next time.
      if (idea.ideaId && result.source === 'ai')
        void storeGuide(backend, idea.ideaId, result.guide);
    } catch (error) {
      if (signal.aborted || ai?.isAbortError(error)) return;
      console.warn('Guide generation failed.', error);
      // generateGuide answers failures with its own fallback; this covers anything it could not.
      const { guideFallback } = await import('@/lib/ai/fallbacks');
      dispatch({ type: 'guideLoaded', guide: guideFallback(step), source: 'fallback' });
    }
  };

  const handleToggleStep = (index: number, complete: boolean) => {
    if (stage.name !== 'walkthrough') return;
    const key = stepKeyAt(index);
    if (!key) return;
    const { idea } = stage;
    dispatch({ type: 'setStepComplete', index, complete });
    if (!idea.ideaId) return;
    const progress: StepProgress = {
      ...idea.progress,
      [key]: complete ? 'complete' : 'not_started',
    };
    // Optimistic: the tick shows at once; a failed save puts it back and says so (spec §4).
    writes.update(idea.ideaId, { step_progress: progress }).catch((error: unknown) => {
      console.warn('Could not save step progress.', error);
      // Signed out meanwhile: the journey is closed and has said why; no step to set back.
      if (stageRef.current.name !== 'walkthrough') return;
      dispatch({ type: 'setStepComplete', index, complete: !complete });
      toast.error(PROGRESS_SAVE_FAILED);
    });
  };

  const reset = () => {
    clearJourney();
    dispatch({ type: 'reset' });
  };

  // --- Screens ----------------------------------------------------------------------------------

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
          />
        );
        break;
      case 'clarification':
        screen = (
          <ClarificationStage
            idea={stage.idea}
            signedIn={signedIn}
            aiConnected={aiConnected}
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
            idea={stage.idea}
            guide={stage.guide}
            aiConnected={aiConnected}
            extrasLabel={ai && stage.idea.step ? ai.EXTRAS_LABELS[stage.idea.step] : null}
            fallbackMessage={ai?.GUIDE_FALLBACK_MESSAGE ?? null}
            loadGuide={loadGuide}
            onToggleStep={handleToggleStep}
            onBackToSelector={() => dispatch({ type: 'backToSelector' })}
            onReset={reset}
            onFeedback={onFeedback}
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
        <div key={stage.name} className={signedIn ? 'pb-24' : undefined}>
          {screen}
        </div>
      </Suspense>
      {signedIn ? <FloatingNav /> : null}
    </FocusOnStageChangeContext.Provider>
  );
}

function UnavailableIdea({
  reason,
  signedIn,
  onStart,
}: {
  reason: 'not-found' | 'load-failed';
  signedIn: boolean;
  onStart: () => void;
}) {
  return (
    <StatusScreen
      mark="?"
      title={reason === 'not-found' ? 'Idea not found' : 'Failed to load idea'}
      actions={
        <>
          {signedIn ? (
            <Link to={paths.ideas} className={buttonVariants({ variant: 'outline' })}>
              Back to My Ideas
            </Link>
          ) : (
            <Link to={paths.login} className={buttonVariants({ variant: 'outline' })}>
              Sign in
            </Link>
          )}
          <Button onClick={onStart}>Clarify a new idea</Button>
        </>
      }
    >
      {reason === 'not-found'
        ? 'This link points to an idea that does not exist or belongs to another account.'
        : 'Please check your connection and try again.'}
    </StatusScreen>
  );
}

/** Spec §2: signed-in people can always reach their ideas and their account. */
function FloatingNav() {
  const linkClass = cn(buttonVariants({ variant: 'outline' }), 'shadow-card bg-surface');
  return (
    <nav
      aria-label="Your account"
      className="fixed right-4 bottom-4 z-30 flex gap-2 sm:right-6 sm:bottom-6"
    >
      <Link to={paths.ideas} className={linkClass}>
        <span aria-hidden="true">💡</span> My Ideas
      </Link>
      <Link to={paths.dashboard} className={linkClass}>
        <span aria-hidden="true">⚙️</span> Settings
      </Link>
    </nav>
  );
}

export type { CurrentIdea };
