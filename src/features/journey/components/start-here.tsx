import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { GuideWork } from '@/features/journey/hooks/use-guide-work';
import { useFocusRecord, useNow } from '@/features/journey/hooks/use-focus-record';
import { startHereKey, stopTimer } from '@/features/journey/model/focus-record';
import { formatElapsed, MAX_SECONDS_PER_ADD, tookLabel } from '@/features/journey/model/time';
import { useItemTimeMutation } from '@/lib/api/guide-items/item-time-mutation';
import { itemAt } from '@/domain/guide-items';
import type { StartHere as FirstAction } from '@/domain/model';
import { START_HERE_KEY } from '@/domain/start-here';
import { cn } from '@/lib/cn';
import { Tick } from './tick';

/**
 * 'Start here' (docs/product.md §5.6): the guide's first action of 5-15 minutes, at its top, so the
 * first thing a person meets is something they can do now. Ticked and timed like the guide's other
 * items, under its own key: in the database for a stored guide, in the tab otherwise. Its timer
 * only counts up, as the steps' do; Pause keeps it on screen, Stop folds it away, and ticking it
 * done stops it. Either way the seconds counted are kept. While it runs, its start is kept in the
 * tab like a step timer's, so a reload finds it still running.
 */
export function StartHere({
  work,
  action,
  hideWhenDone = false,
}: {
  work: GuideWork;
  action: FirstAction | null;
  /** 'One step at a time' shows only what is due: once done, the first action folds away. */
  hideWhenDone?: boolean;
}) {
  const labelId = useId();
  const timerButton = useRef<HTMLButtonElement>(null);
  const addTime = useItemTimeMutation();
  const [record, updateRecord] = useFocusRecord(startHereKey(work.ref));
  const since = record.running?.since ?? null;
  const [timerShown, setTimerShown] = useState(since !== null);
  const now = useNow(since !== null);
  if (!action) return null;

  const item = itemAt(work.items, START_HERE_KEY);
  const done = item?.done ?? false;
  if (done && hideWhenDone) return null;
  const running = since !== null;
  const spentBefore = item?.secondsSpent ?? 0;
  const spent = spentBefore + (running ? Math.max(0, (now - since) / 1000) : 0);

  /** Stops the timer and keeps what it counted. */
  const stop = () => {
    const { record: stopped, counted } = stopTimer(record, Date.now());
    if (!counted) return;
    updateRecord(() => stopped);
    const seconds = Math.min(counted.seconds, MAX_SECONDS_PER_ADD);
    if (seconds > 0) addTime.mutate({ ref: work.ref, key: START_HERE_KEY, seconds });
  };

  return (
    <section
      aria-labelledby={labelId}
      className={cn(
        'rounded-card border-brand-300 bg-brand-50 flex flex-col gap-2 border-2 px-4 py-3 sm:px-5',
        // Above the step in One step at a time: closer on a phone, so the step's way on stays in view.
        hideWhenDone && 'max-sm:gap-1 max-sm:py-2',
      )}
    >
      <Tick
        checked={done}
        onChange={(checked) => {
          if (checked) stop();
          work.tick(START_HERE_KEY, checked);
        }}
      >
        <span id={labelId}>
          <span className="text-brand-800 font-semibold">Start here: </span>
          <span className={done ? 'line-through' : 'text-ink font-medium'}>{action.title}</span>
          <span className="text-ink-muted whitespace-nowrap">
            {done && spentBefore > 0 ? (
              ` · ${tookLabel(spentBefore)}`
            ) : (
              <>
                <span aria-hidden="true"> · ~{action.minutes} min</span>
                <span className="sr-only">, about {action.minutes} minutes</span>
              </>
            )}
          </span>
        </span>
      </Tick>
      {done ? null : (
        <div className="flex flex-wrap items-center gap-2 pl-9">
          {/* One button that turns from 'Start timer' into 'Pause' and back, keeping the focus. */}
          {/* Named apart from a step's timer, which 'One step at a time' shows below this one. */}
          <Button
            ref={timerButton}
            variant="outline"
            size="sm"
            aria-label={`${running ? 'Pause' : 'Start timer'}: first action`}
            onClick={() => {
              if (running) stop();
              else {
                updateRecord((current) => ({
                  ...current,
                  running: { step: 0, since: Date.now() },
                }));
                setTimerShown(true);
              }
            }}
          >
            {running ? 'Pause' : 'Start timer'}
          </Button>
          {timerShown ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                aria-label="Stop: first action"
                onClick={() => {
                  stop();
                  setTimerShown(false);
                  // 'Stop' folds itself away: the focus stays on the timer, not the page's top.
                  timerButton.current?.focus();
                }}
              >
                Stop
              </Button>
              <span className="text-ink-muted text-sm">
                Elapsed{' '}
                <span className="text-ink font-semibold tabular-nums">{formatElapsed(spent)}</span>
              </span>
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}
