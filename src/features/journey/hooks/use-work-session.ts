import { useEffect, useEffectEvent, useState } from 'react';
import {
  HALFWAY_LINE,
  sessionEndsAt,
  sessionPhase,
  sessionSecondsLeft,
  sessionStartLine,
  sessionSummary,
  tickedSince,
  type Moment,
  type WorkSession,
} from '@/features/journey/model/stay-with-it';

interface SessionState {
  session: WorkSession;
  /** Once over: the seconds it lasted and the actions ticked meanwhile. */
  ended: { seconds: number; ticked: number } | null;
}

/** Where 'Work with me' is: not started, running (in which half), or over with its summary. */
type WorkPhase = 'idle' | 'first-half' | 'second-half' | 'ended';

/**
 * A 'Work with me' session on the step on screen (docs/decisions/086-stay-with-it.md). It runs the
 * step's own timer, so its minutes are kept as the step's time spent by the timer's usual write:
 * started with the session, stopped at the session's end (the planned end, even when a hidden tab
 * noticed it late) or when the person ends it early.
 */
export function useWorkSession({
  title,
  now,
  start,
  stopAt,
  ticked,
}: {
  /** The step's title, for what is said. */
  title: string;
  /** The time now, refreshed while the timer runs. */
  now: number;
  /** Starts the step's timer at `at` (epoch ms). */
  start: (at: number) => void;
  /** Stops the step's timer at `at`, keeping what it counted until then. */
  stopAt: (at: number) => void;
  /** The step's bullets and sub-steps ticked now. */
  ticked: () => readonly string[];
}) {
  const [state, setState] = useState<SessionState | null>(null);
  const live = state && !state.ended ? state.session : null;
  const livePhase = live ? sessionPhase(live, now) : null;
  // A session past its end is still running until the timeout below closes it.
  const phase: WorkPhase = !state
    ? 'idle'
    : state.ended
      ? 'ended'
      : livePhase === 'first-half'
        ? 'first-half'
        : 'second-half';
  const endsAt = live ? sessionEndsAt(live) : null;

  const finishAt = (at: number) => {
    if (!state || state.ended) return;
    stopAt(at);
    setState({
      session: state.session,
      ended: {
        seconds: Math.max(0, Math.round((at - state.session.since) / 1000)),
        ticked: tickedSince(state.session.tickedBefore, ticked()),
      },
    });
  };
  const finishOnTime = useEffectEvent(() => {
    if (state) finishAt(sessionEndsAt(state.session));
  });
  useEffect(() => {
    if (endsAt === null) return;
    // A browser may fire this late in a hidden tab: the session still ends at its planned end.
    const timer = window.setTimeout(() => finishOnTime(), Math.max(0, endsAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [endsAt]);

  const begin = (minutes: number) => {
    const at = Date.now();
    start(at);
    setState({ session: { minutes, since: at, tickedBefore: ticked() }, ended: null });
  };

  const summary = state?.ended ? sessionSummary({ ...state.ended, title }) : '';
  // What the live region says: the start, the halfway line and the summary, once each.
  const moment: Moment | null = !state
    ? null
    : state.ended
      ? { key: `session:${state.session.since}:end`, text: summary, alert: true }
      : {
          key: `session:${state.session.since}:${phase}`,
          text:
            phase === 'first-half' ? sessionStartLine(state.session.minutes, title) : HALFWAY_LINE,
          alert: false,
        };

  return {
    phase,
    summary,
    moment,
    session: state?.session ?? null,
    ended: state?.ended ?? null,
    /** Seconds left of a running session. */
    secondsLeft: live ? sessionSecondsLeft(live, now) : 0,
    begin,
    /** Ends a running session now, with its summary. */
    end: () => finishAt(Date.now()),
    /** 'Done for now': the summary folds away. */
    close: () => setState(null),
  };
}
