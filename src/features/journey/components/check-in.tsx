import { useId, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { BREAK_OVER_LINE, CHECK_IN_BREAK_MINUTES } from '@/features/journey/model/stay-with-it';
import { formatElapsed } from '@/features/journey/model/time';

/** The quiet links of a check-in: words in the line's own colour, never a banner or a dialog. */
const answerClass = 'text-ink-muted hover:text-brand-700 px-0 font-medium underline';

/**
 * The gentle check-in (docs/product.md §5.6): one line beside the timer once it runs past the
 * step's estimate, with its three answers. The same colours as the timer beside it, and no word of
 * being late: a person who is absorbed should not be made to feel behind.
 */
export function CheckInLine({
  line,
  canBreakDown,
  onKeepGoing,
  onBreakItDown,
  onTakeBreak,
}: {
  line: string;
  canBreakDown: boolean;
  onKeepGoing: () => void;
  onBreakItDown: () => void;
  onTakeBreak: () => void;
}) {
  const lineId = useId();
  return (
    <div role="group" aria-labelledby={lineId} data-check-in className="flex flex-col gap-1">
      <p id={lineId} className="text-ink-muted text-sm">
        {line}
      </p>
      <div className="flex flex-wrap gap-x-5">
        <Button variant="link" size="sm" className={answerClass} onClick={onKeepGoing}>
          Keep going
        </Button>
        {canBreakDown ? (
          <Button variant="link" size="sm" className={answerClass} onClick={onBreakItDown}>
            Break it down
          </Button>
        ) : null}
        <Button variant="link" size="sm" className={answerClass} onClick={onTakeBreak}>
          Take a {CHECK_IN_BREAK_MINUTES}-minute break
        </Button>
      </div>
    </div>
  );
}

/**
 * A break taken from a check-in: its time left, counting down (shown, never announced), then
 * 'Ready to pick it up?' with 'Pick it up' (the step's timer again) and 'Not yet'.
 */
export function BreakLine({
  secondsLeft,
  onPickUp,
  onNotYet,
  pickUpRef,
}: {
  secondsLeft: number;
  onPickUp: () => void;
  onNotYet: () => void;
  pickUpRef?: Ref<HTMLButtonElement>;
}) {
  const lineId = useId();
  if (secondsLeft > 0) {
    return (
      <p className="text-ink-muted text-sm">
        On a break:{' '}
        <span className="text-ink font-semibold tabular-nums">{formatElapsed(secondsLeft)}</span>{' '}
        left
      </p>
    );
  }
  return (
    <div role="group" aria-labelledby={lineId} className="flex flex-col gap-1">
      <p id={lineId} className="text-ink-muted text-sm">
        {BREAK_OVER_LINE}
      </p>
      <div className="flex flex-wrap gap-x-5">
        <Button ref={pickUpRef} variant="link" size="sm" className={answerClass} onClick={onPickUp}>
          Pick it up
        </Button>
        <Button variant="link" size="sm" className={answerClass} onClick={onNotYet}>
          Not yet
        </Button>
      </div>
    </div>
  );
}
