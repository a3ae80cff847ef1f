import { useId, useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { HALFWAY_LINE, WORK_WITH_ME_MINUTES } from '@/features/journey/model/stay-with-it';
import { formatElapsed } from '@/features/journey/model/time';

/**
 * 'Work with me' (docs/product.md §5.6): a quiet session of 15, 25 or 50 minutes on the step on
 * screen, with someone working alongside. The choice of length folds away behind one button, so
 * the calm view gains one control, not four.
 */
export function WorkWithMeChoice({ onBegin }: { onBegin: (minutes: number) => void }) {
  const [open, setOpen] = useState(false);
  const groupId = useId();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        aria-expanded={open}
        aria-controls={open ? groupId : undefined}
        onClick={() => setOpen(!open)}
      >
        Work with me
      </Button>
      {open ? (
        <div
          id={groupId}
          role="group"
          aria-label="Work with me for"
          className="flex basis-full flex-wrap items-center gap-2"
        >
          <span aria-hidden="true" className="text-ink-muted text-sm">
            For
          </span>
          {WORK_WITH_ME_MINUTES.map((minutes) => (
            <Button key={minutes} variant="outline" size="sm" onClick={() => onBegin(minutes)}>
              {minutes} min
            </Button>
          ))}
        </div>
      ) : null}
    </>
  );
}

/**
 * A running session: a small sign of someone working alongside (it breathes slowly, and stays
 * still when the person's system asks for less motion), the time left, the one halfway line, and
 * 'End session'.
 */
export function Companion({
  secondsLeft,
  halfway,
  onEnd,
  endRef,
}: {
  secondsLeft: number;
  halfway: boolean;
  onEnd: () => void;
  endRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div data-work-with-me className="flex flex-col gap-2">
      <p className="text-ink-muted flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span aria-hidden="true" className="flex items-center gap-1">
          <span className="bg-brand-300 size-3 rounded-full" />
          <span className="bg-brand-500 size-3 rounded-full motion-safe:animate-pulse motion-safe:[animation-duration:3s]" />
        </span>
        <span>Working alongside you</span>
        <span>
          <span className="text-ink font-semibold tabular-nums">{formatElapsed(secondsLeft)}</span>{' '}
          left
        </span>
      </p>
      {halfway ? <p className="text-ink-muted text-sm">{HALFWAY_LINE}</p> : null}
      <div>
        <Button ref={endRef} variant="outline" size="sm" onClick={onEnd}>
          End session
        </Button>
      </div>
    </div>
  );
}

/** A session's end: its short summary, 'Another round' and 'Done for now'. */
export function SessionSummary({
  summary,
  onAgain,
  onDone,
  againRef,
}: {
  summary: string;
  onAgain: () => void;
  onDone: () => void;
  againRef?: Ref<HTMLButtonElement>;
}) {
  const lineId = useId();
  return (
    <div role="group" aria-labelledby={lineId} className="flex flex-col gap-2">
      <p id={lineId} className="text-ink">
        {summary}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={againRef} variant="outline" size="sm" onClick={onAgain}>
          Another round
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done for now
        </Button>
      </div>
    </div>
  );
}
