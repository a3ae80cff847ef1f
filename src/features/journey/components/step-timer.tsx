import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useNow } from '@/features/journey/hooks/use-focus-record';
import { useMoment } from '@/features/journey/hooks/use-moment';
import { useWorkSession } from '@/features/journey/hooks/use-work-session';
import {
  BREAK_OVER_LINE,
  breakEndsAt,
  checkInDue,
  checkInLine,
  firstCheckInAt,
  minutesPast,
  breakSecondsLeft,
  snoozedCheckInAt,
  type Moment,
} from '@/features/journey/model/stay-with-it';
import { estimateLabel, formatElapsed } from '@/features/journey/model/time';
import { BreakLine, CheckInLine } from './check-in';
import { Companion, SessionSummary, WorkWithMeChoice } from './work-with-me';

interface StepTimerProps {
  title: string;
  /** The step's estimate in minutes, if it has one. */
  estimate: number | undefined;
  /** Seconds kept for the step before the timer now running. */
  spentBefore: number;
  /** Since when the step's timer runs (epoch ms), or null. */
  since: number | null;
  /** Starts the step's timer at `at`. */
  start: (at: number) => void;
  /** Stops the step's timer at `at`, keeping what it counted until then. */
  stopAt: (at: number) => void;
  /** Whether the check-in may offer 'Break it down' (an AI answers). */
  canBreakDown: boolean;
  /** The check-in's 'Break it down': the step's own breakdown, opened or asked for. */
  onBreakItDown: () => void;
  /** The step's bullets and sub-steps ticked now. */
  ticked: () => readonly string[];
}

/** Which control takes the focus once the one just pressed has folded away. */
type FocusTarget = 'timer' | 'end' | 'again';

/**
 * The step's time in 'One step at a time' (docs/product.md §5.6): its estimate, the count-up timer,
 * the gentle check-in once the timer runs past the estimate, a break, and 'Work with me'. Keyed by
 * step, so a check-in, a break or a session belongs to its step and goes when the step is left.
 * One polite live region says each moment once (useMoment); the clocks themselves are never read
 * out.
 */
export function StepTimer({
  title,
  estimate,
  spentBefore,
  since,
  start,
  stopAt,
  canBreakDown,
  onBreakItDown,
  ticked,
}: StepTimerProps) {
  const running = since !== null;
  const timerButton = useRef<HTMLButtonElement>(null);
  const endButton = useRef<HTMLButtonElement>(null);
  const againButton = useRef<HTMLButtonElement>(null);
  // Paused keeps the timer on screen; Stop folds it away. Either way the time spent is kept.
  const [timerShown, setTimerShown] = useState(running);
  const [dueAt, setDueAt] = useState(() => firstCheckInAt(estimate ?? 0, spentBefore));
  const [breakEnds, setBreakEnds] = useState<number | null>(null);
  const [focusTo, setFocusTo] = useState<{ target: FocusTarget; press: number } | null>(null);
  const now = useNow(running || breakEnds !== null);
  const spent = spentBefore + (since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000)));

  const startTimer = (at = Date.now()) => {
    setBreakEnds(null);
    setTimerShown(true);
    start(at);
  };
  const work = useWorkSession({ title, now, start: startTimer, stopAt, ticked });
  const inSession = work.phase === 'first-half' || work.phase === 'second-half';
  const checkIn =
    !inSession &&
    breakEnds === null &&
    checkInDue({ running, estimateMinutes: estimate, spentSeconds: spent, dueAt });
  const breakLeft = breakEnds === null ? 0 : breakSecondsLeft(breakEnds, now);
  const moment: Moment | null =
    work.moment ??
    (checkIn
      ? {
          key: `check-in:${dueAt}`,
          text: checkInLine(minutesPast(spent, estimate ?? 0), canBreakDown),
          alert: true,
        }
      : breakEnds !== null && breakLeft === 0
        ? { key: `break:${breakEnds}`, text: `Your break is over. ${BREAK_OVER_LINE}`, alert: true }
        : null);
  const said = useMoment(moment);

  // The control just pressed folds away: the focus goes to the one that takes its place.
  const moveFocus = useEffectEvent((target: FocusTarget) =>
    ({ timer: timerButton, end: endButton, again: againButton })[target].current?.focus(),
  );
  useEffect(() => {
    if (focusTo) moveFocus(focusTo.target);
  }, [focusTo]);
  const focus = (target: FocusTarget) =>
    setFocusTo((current) => ({ target, press: (current?.press ?? 0) + 1 }));

  // Every answer to a check-in quiets it for one estimate more.
  const answered = () => setDueAt(snoozedCheckInAt(spent, estimate ?? 0));
  const pause = () => stopAt(Date.now());

  return (
    <div className="border-line flex flex-col gap-3 border-t pt-4">
      <div className="text-ink-muted flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        {estimate ? (
          <span>
            <span aria-hidden="true">{estimateLabel(estimate)}</span>
            <span className="sr-only">Estimate: about {estimate} minutes</span>
          </span>
        ) : null}
        {timerShown && !inSession ? (
          <span>
            Elapsed{' '}
            <span className="text-ink font-semibold tabular-nums">{formatElapsed(spent)}</span>
          </span>
        ) : null}
      </div>
      {checkIn ? (
        <CheckInLine
          line={checkInLine(minutesPast(spent, estimate ?? 0), canBreakDown)}
          canBreakDown={canBreakDown}
          onKeepGoing={() => {
            answered();
            focus('timer');
          }}
          onBreakItDown={() => {
            answered();
            onBreakItDown();
          }}
          onTakeBreak={() => {
            answered();
            const at = Date.now();
            stopAt(at);
            setBreakEnds(breakEndsAt(at));
            focus('timer');
          }}
        />
      ) : null}
      {breakEnds !== null && !inSession ? (
        <BreakLine
          secondsLeft={breakLeft}
          onPickUp={() => {
            startTimer();
            focus('timer');
          }}
          onNotYet={() => {
            setBreakEnds(null);
            focus('timer');
          }}
        />
      ) : null}
      {inSession ? (
        <Companion
          secondsLeft={work.secondsLeft}
          halfway={work.phase === 'second-half'}
          onEnd={() => {
            work.end();
            focus('again');
          }}
          endRef={endButton}
        />
      ) : work.ended && work.session ? (
        <SessionSummary
          summary={work.summary}
          againRef={againButton}
          onAgain={() => {
            work.begin(work.session!.minutes);
            focus('end');
          }}
          onDone={() => {
            work.close();
            focus('timer');
          }}
        />
      ) : (
        // Tight enough for 'Start timer', 'Stop' and 'Work with me' on one row at 390 px: a second
        // row would push 'Done, next step' further down a phone's screen.
        <div className="flex flex-wrap gap-x-1 gap-y-2">
          {/* One button that turns from 'Start timer' into 'Pause' and back, keeping the focus. */}
          <Button
            ref={timerButton}
            variant="outline"
            size="sm"
            onClick={running ? pause : () => startTimer()}
          >
            {running ? 'Pause' : 'Start timer'}
          </Button>
          {timerShown ? (
            <Button
              variant="ghost"
              size="sm"
              className="px-2"
              onClick={() => {
                setTimerShown(false);
                pause();
                // 'Stop' folds itself away: the focus stays on the timer, not the page's top.
                timerButton.current?.focus();
              }}
            >
              Stop
            </Button>
          ) : null}
          <WorkWithMeChoice
            onBegin={(minutes) => {
              work.begin(minutes);
              focus('end');
            }}
          />
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
