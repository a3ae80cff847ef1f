import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { COMPLETION_CONTINUE_DELAY_MS } from '@/config/constants';
import type { CurrentIdea, GuideState } from '@/features/journey/model/journey';
import { countDone, isStepDone } from '@/domain/step-progress';
import type { StepProgress } from '@/domain/model';
import { useGuideWork } from '@/features/journey/hooks/use-guide-work';
import { isAiConnected, loadAi, useAiModule } from '@/features/journey/hooks/use-ai-module';
import { readOneStepAtATime, writeOneStepAtATime } from '@/features/journey/model/device-choices';
import { guideMinutesLeft } from '@/features/journey/model/time';
import { itemAt, stepItemKey } from '@/domain/guide-items';
import { startHereOf } from '@/domain/start-here';
import { moveFocusTo } from '@/lib/focus';
import { scrollIntoViewGently } from '@/lib/motion';
import { ClosingCard, GuideExtras } from './guide-closing';
import { FocusSteps } from './focus-steps';
import { GuideProgress } from './guide-progress';
import { GuideStepList } from './guide-step-list';
import { StartHere } from './start-here';

const loadCelebration = () => import('./celebration');
// Confetti is decoration: if its code cannot be fetched (offline), finishing still works without it.
const Celebration = lazy(() => loadCelebration().catch(() => ({ default: () => null })));

interface GuideViewProps {
  idea: CurrentIdea;
  guide: GuideState;
  /** The idea's ticks, from where they live (`useJourneyProgress`). */
  progress: StepProgress;
  /** Label of the extras badge list for this kind (e.g. 'Recommended Tools'). */
  extrasLabel: string | null;
  /** `onSetBack`: called if saving the tick failed and it was taken back. */
  onToggleStep: (index: number, complete: boolean, onSetBack?: () => void) => void;
  onBackToSelector: () => void;
  /** More buttons for the step shown by 'One step at a time', after its own two. */
  stepActions?: (index: number) => ReactNode;
}

/** The first step not yet ticked after `after` (wrapping round), or -1 when every step is. */
function nextUnfinished(progress: StepProgress, total: number, after: number): number {
  for (let offset = 1; offset <= total; offset += 1) {
    const index = (after + offset) % total;
    if (index !== after && !isStepDone(progress, index)) return index;
  }
  return -1;
}

/** Where focus goes after a tick: a step's heading, or the closing card once it shows. */
type FocusTarget = { step: number; reveal: boolean } | 'card';

/**
 * The guide's steps with their ticks, the progress bar, the extras and the closing card.
 * Momentum (docs/product.md §5.6): the guide opens at the first step not yet done; ticking a step
 * closes it and opens the next one, brought into view with focus on its heading; ticking the last
 * brings the closing card into view.
 */
export function GuideView({
  idea,
  guide: guideState,
  progress,
  extrasLabel,
  onToggleStep,
  onBackToSelector,
  stepActions,
}: GuideViewProps) {
  const { guide } = guideState;
  // Ticked bullets, sub-steps and time spent: the guide's items, shared by both views.
  const ai = useAiModule(true);
  const work = useGuideWork(idea, guideState, { connected: isAiConnected(ai), load: loadAi });
  const { items } = work;
  const progressId = useId();
  const itemId = (index: number) => `${progressId}-step-${index}`;
  // The trigger keeps Radix's own id: its content is labelled by it.
  const triggerOf = (index: number) =>
    document.getElementById(itemId(index))?.querySelector<HTMLElement>('[data-step-trigger]');
  const total = guide.steps.length;
  const completed = countDone(progress, total);
  const allComplete = total > 0 && completed === total;
  // Ticking the last step starts the celebration; the closing card follows after a beat
  // (docs/product.md §5.7).
  const [finishRun, setFinishRun] = useState(0);
  const [confetti, setConfetti] = useState(false);
  const [continued, setContinued] = useState(allComplete);
  const [open, setOpen] = useState(() => [
    `step-${Math.max(nextUnfinished(progress, total, -1), 0)}`,
  ]);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  // 'One step at a time' (docs/product.md §5.6): remembered on this device; the list is the default.
  const [oneStep, setOneStep] = useState(readOneStepAtATime);
  const spentSeconds = (index: number) => itemAt(items, stepItemKey(index))?.secondsSpent ?? 0;
  const startHere = startHereOf(guide);
  const left = guideMinutesLeft(
    guide.steps,
    (index) => isStepDone(progress, index),
    items,
    startHere,
  );
  const toggleOneStep = () => {
    setOneStep(!oneStep);
    writeOneStepAtATime(!oneStep);
  };

  const moveFocus = useEffectEvent((target: FocusTarget) => {
    if (target === 'card') {
      // Only if focus is still where the last tick left it: the person may have moved on.
      const active = document.activeElement;
      if (
        active === document.body ||
        active?.hasAttribute('data-step-trigger') ||
        active?.hasAttribute('data-focus-rest')
      )
        moveFocusTo(cardHeading.current, { preventScroll: true });
      scrollIntoViewGently(cardHeading.current?.closest('[data-closing-card]') ?? null, 'center');
      return;
    }
    moveFocusTo(triggerOf(target.step), { preventScroll: true });
    if (!target.reveal) return;
    // After the frame in which the ticked step's content has gone (the accordion unmounts it a
    // render later): scrolled to before then, the next step ended above the screen.
    requestAnimationFrame(() =>
      scrollIntoViewGently(document.getElementById(itemId(target.step)), 'start'),
    );
  });
  useEffect(() => {
    if (focusTarget) moveFocus(focusTarget);
  }, [focusTarget]);

  useEffect(() => {
    if (finishRun === 0) return;
    const timer = window.setTimeout(() => {
      setContinued(true);
      setFocusTarget('card');
    }, COMPLETION_CONTINUE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [finishRun]);

  const toggle = (index: number) => {
    const complete = !isStepDone(progress, index);
    // A tick whose save fails is taken back: its step opens again, in view, with the focus.
    const reopen = () => {
      setOpen((current) => [
        ...current.filter((value) => value !== `step-${index}`),
        `step-${index}`,
      ]);
      setFocusTarget({ step: index, reveal: true });
    };
    onToggleStep(index, complete, complete ? reopen : undefined);
    if (complete) {
      // The ticked step closes and the next one still to do opens; its heading takes the focus
      // (the closed step's keeps it when none is left, so focus is never lost).
      const next = nextUnfinished(progress, total, index);
      const item = `step-${index}`;
      setOpen((current) => [
        ...current.filter((value) => value !== item && value !== `step-${next}`),
        ...(next < 0 ? [] : [`step-${next}`]),
      ]);
      setFocusTarget(next < 0 ? { step: index, reveal: false } : { step: next, reveal: true });
    }
    if (complete && completed + 1 === total) {
      setContinued(false);
      setConfetti(true);
      setFinishRun((run) => run + 1);
    } else if (!complete) {
      setConfetti(false);
      setContinued(false);
    }
  };

  return (
    <>
      <StartHere work={work} action={startHere} hideWhenDone={oneStep} />
      <GuideProgress
        id={progressId}
        completed={completed}
        total={total}
        left={left}
        oneStep={oneStep}
        onToggleOneStep={toggleOneStep}
      />

      {guide.timeline && !oneStep ? (
        <p className="rounded-control bg-surface-sunken text-ink-muted px-4 py-3 text-sm">
          <span className="text-ink font-semibold">Timeline: </span>
          {guide.timeline}
        </p>
      ) : null}

      {oneStep ? (
        <FocusSteps
          idea={idea}
          steps={guide.steps}
          work={work}
          isDone={(index) => isStepDone(progress, index)}
          spentSeconds={spentSeconds}
          onDone={(index) => {
            if (!isStepDone(progress, index)) toggle(index);
          }}
          actions={stepActions}
        />
      ) : (
        <GuideStepList
          steps={guide.steps}
          open={open}
          onOpenChange={setOpen}
          itemId={itemId}
          isDone={(index) => isStepDone(progress, index)}
          spentSeconds={spentSeconds}
          work={work}
          onToggle={toggle}
        />
      )}

      {guide.extras.length > 0 && extrasLabel && !oneStep ? (
        <GuideExtras id={`${progressId}-extras`} label={extrasLabel} extras={guide.extras} />
      ) : null}

      {confetti ? (
        <Suspense fallback={null}>
          <Celebration onDone={() => setConfetti(false)} />
        </Suspense>
      ) : null}

      {allComplete && continued ? (
        <ClosingCard
          headingRef={cardHeading}
          completed={completed}
          total={total}
          onBackToSelector={onBackToSelector}
        />
      ) : null}
    </>
  );
}
