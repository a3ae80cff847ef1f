import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { stopTimer, type FocusRecord } from '@/features/journey/model/focus-record';
import { currentStep, skipStep } from '@/features/journey/model/step-queue';
import { tookLabel } from '@/features/journey/model/time';
import type { GuideStep } from '@/domain/model';
import { useFirstScreenFit } from '@/features/journey/hooks/use-first-screen-fit';
import { moveFocusTo } from '@/lib/focus';
import { scrollIntoViewGently } from '@/lib/motion';
import { CheckInAlertsChoice } from './check-in-alerts';
import { StepTimer } from './step-timer';

export interface FocusViewProps {
  steps: readonly GuideStep[];
  isDone: (index: number) => boolean;
  record: FocusRecord;
  updateRecord: (change: (record: FocusRecord) => FocusRecord) => void;
  /** Seconds already kept for a step (from timers paused or stopped before). */
  spentSeconds: (index: number) => number;
  /** A timer was paused or stopped, or its step done: the seconds it counted, to keep. */
  onTimeCounted: (index: number, seconds: number) => void;
  /** Marks a step done, as its tick in the list does. */
  onDone: (index: number) => void;
  /**
   * What the step on screen holds under its description (its bullets' checkboxes, its sub-steps);
   * its bullets as a plain list when not given.
   */
  body?: (index: number) => ReactNode;
  /** More buttons for the step on screen, after 'Done, next step' and 'Skip for now'. */
  actions?: (index: number) => ReactNode;
  /** Whether a check-in may offer 'Break it down' for a step (an AI answers). */
  canBreakDown?: (index: number) => boolean;
  /** A check-in's 'Break it down': the step's own breakdown, opened or asked for. */
  onBreakItDown?: (index: number) => void;
  /** The keys of a step's bullets and sub-steps ticked now ('Work with me' counts them). */
  ticked?: (index: number) => readonly string[];
}

/** What the last 'Done, next step' finished, said once under the step. */
interface Finished {
  title: string;
  seconds: number;
}

/**
 * 'One step at a time' (docs/product.md §5.6): only the step now due, in the queue order of
 * model/step-queue.ts, with its bullets, its estimate and its timer (step-timer.tsx: the count-up
 * timer, the gentle check-in and 'Work with me'). When the step changes its heading takes the
 * focus, so a screen reader says which step is next.
 */
export function FocusView({
  steps,
  isDone,
  record,
  updateRecord,
  spentSeconds,
  onTimeCounted,
  onDone,
  body,
  actions,
  canBreakDown,
  onBreakItDown,
  ticked,
}: FocusViewProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const allDone = useRef<HTMLParagraphElement>(null);
  const card = useRef<HTMLElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  const total = steps.length;
  const index = currentStep(total, record.skipped, isDone);
  const unfinished = steps.filter((_, i) => !isDone(i)).length;
  const [finished, setFinished] = useState<Finished | null>(null);
  // 'Done, next step' whole on the first screen: the step's text scrolls inside the card instead.
  useFirstScreenFit(card, text, foot, index >= 0);
  const announced = useRef(index);
  const announce = useEffectEvent(() => {
    // The button just pressed is gone with its step: the next heading (or, once every step is
    // done, the line saying so) takes the focus, so a screen reader says where the person is.
    const target = index >= 0 ? heading.current : allDone.current;
    moveFocusTo(target, { preventScroll: true });
    scrollIntoViewGently(index >= 0 ? (target?.closest('section') ?? null) : target, 'start');
  });
  useEffect(() => {
    // Only a change of step moves the focus; arriving on the view leaves it where it is.
    if (announced.current !== index) announce();
    announced.current = index;
  }, [index]);

  if (index < 0) {
    return (
      <p
        ref={allDone}
        tabIndex={-1}
        data-focus-rest
        className="rounded-card border-line bg-surface text-ink-muted scroll-mt-6 border px-5 py-4 focus:outline-none"
      >
        Every step is done.
      </p>
    );
  }

  const step = steps[index]!;

  /**
   * Stops the timer at `at`, keeping what it counted: the record without it, and its seconds on
   * `index`.
   */
  const stop = (at = Date.now()) => {
    const { record: stopped, counted } = stopTimer(record, at);
    if (counted && counted.seconds > 0) onTimeCounted(counted.step, counted.seconds);
    return { stopped, seconds: counted?.step === index ? counted.seconds : 0 };
  };
  const start = (at: number) => {
    const { stopped } = stop(at);
    updateRecord(() => ({ ...stopped, running: { step: index, since: at } }));
  };
  const stopAt = (at: number) => {
    const { stopped } = stop(at);
    updateRecord(() => stopped);
  };
  const done = () => {
    const { stopped, seconds } = stop();
    updateRecord(() => stopped);
    setFinished({ title: step.title, seconds: spentSeconds(index) + seconds });
    onDone(index);
  };
  const skip = () => {
    const { stopped } = stop();
    updateRecord(() => ({ ...stopped, skipped: skipStep(stopped.skipped, index) }));
    setFinished(null);
  };

  return (
    <>
      <section
        ref={card}
        data-focus-view
        aria-labelledby={headingId}
        // Closer on a phone: 'Done, next step' stays on the first screen under the timer's check-in.
        className="rounded-card border-line bg-surface shadow-card flex scroll-mt-6 flex-col gap-4 border px-5 py-6 max-sm:gap-2.5 max-sm:pt-4 sm:px-8"
      >
        <p className="text-ink-muted text-sm">
          Step {index + 1} of {total}
        </p>
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="font-display text-ink text-2xl font-bold focus:outline-none"
        >
          {step.title}
        </h2>
        {/* The part that may be longer than a screen: it scrolls inside the card (its height set
            by useFirstScreenFit), so the timer and 'Done, next step' below stay put. */}
        <div
          ref={text}
          data-step-text
          className="-mx-2 flex flex-col gap-4 overflow-y-auto overscroll-contain px-2 pb-1 max-sm:gap-2.5"
        >
          {step.description ? <p>{step.description}</p> : null}
          {body ? (
            body(index)
          ) : step.content.length > 0 ? (
            <ul className="marker:text-brand-600 flex list-disc flex-col gap-1.5 pl-5">
              {step.content.map((bullet, bulletIndex) => (
                <li key={`${bulletIndex}-${bullet}`}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </div>

        <StepTimer
          // A check-in, a break or a session belongs to its step and goes when the step is left
          // (a key apart from the step's body, its sibling keyed by the same index).
          key={`time-${index}`}
          title={step.title}
          estimate={step.minutes}
          spentBefore={spentSeconds(index)}
          since={record.running?.step === index ? record.running.since : null}
          start={start}
          stopAt={stopAt}
          canBreakDown={canBreakDown?.(index) ?? false}
          onBreakItDown={() => onBreakItDown?.(index)}
          ticked={() => ticked?.(index) ?? []}
        />

        {/* Side by side wherever they fit, on a phone too: one row less above the foot. */}
        <div ref={foot} className="flex flex-row flex-wrap gap-3">
          <Button
            size="lg"
            onClick={done}
            className="whitespace-nowrap max-sm:flex-auto max-sm:px-3"
          >
            Done, next step
          </Button>
          {unfinished > 1 ? (
            <Button
              size="lg"
              variant="outline"
              onClick={skip}
              className="whitespace-nowrap max-sm:flex-auto max-sm:px-3"
            >
              Skip for now
            </Button>
          ) : null}
          {actions?.(index)}
        </div>
        <CheckInAlertsChoice />
      </section>
      <p role="status" className="text-ink-muted text-sm">
        {finished
          ? `Done: ${finished.title}${finished.seconds > 0 ? `, ${tookLabel(finished.seconds)}` : ''}.`
          : null}
      </p>
    </>
  );
}
