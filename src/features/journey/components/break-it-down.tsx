import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnline, type GuideWork } from '@/features/journey/hooks/use-guide-work';
import { readVoice } from '@/features/journey/model/device-choices';
import type { BreakdownSize, BreakdownSubStep } from '@/lib/ai';
import type { GuideItem, NewSubStep } from '@/domain/model';
import { canBreakDown, currentSubSteps, subStepsOf } from '@/domain/guide-items';
import { scrollIntoViewGently } from '@/lib/motion';
import { SizeChoice, StreamingSubSteps } from './breakdown-parts';
import { Estimate, Tick } from './tick';

type Breakdown =
  | { status: 'idle' }
  | { status: 'streaming'; subSteps: BreakdownSubStep[] }
  | { status: 'failed'; reason: 'ai' | 'save' }
  | { status: 'done'; count: number; previous: NewSubStep[] }
  | { status: 'undone' };

const FAILED: Record<'ai' | 'save', string> = {
  ai: "This step couldn't be broken down just now. It's still here as it was.",
  save: "The smaller steps couldn't be kept with your guide. The step is still here as it was.",
};

/**
 * A step's one 'Break it down', with 'How small?' beside it, and the sub-steps below it. The AI's
 * sub-steps stream in one by one; once all are there they replace the previous ones, which 'Undo'
 * brings back. A failure says so in one line and offers 'Try again'; offline the button says why
 * it cannot work. Sub-steps carry no 'Break it down' of their own (docs/decisions/088): smaller
 * actions come from asking again with 'Tiny'.
 */
export function BreakItDown({
  work,
  itemKey,
  step,
  size,
  onSizeChange,
  asked = 0,
}: {
  work: GuideWork;
  itemKey: string;
  step: { title: string; description?: string; bullets?: readonly string[] };
  size: BreakdownSize;
  /** 'How small?', chosen beside the button. */
  onSizeChange: (size: BreakdownSize) => void;
  /** Counts asks from elsewhere (a check-in's 'Break it down'): each new count is one press. */
  asked?: number;
}) {
  const [breakdown, setBreakdown] = useState<Breakdown>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const online = useOnline();
  const connected = work.aiConnected;
  const reasonId = useId();
  const statusId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const streaming = breakdown.status === 'streaming';
  const unavailable = online ? null : 'Breaking a step down needs a connection.';

  const run = async () => {
    if (unavailable || streaming) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const previous = currentSubSteps(work.items, itemKey);
    setBreakdown({ status: 'streaming', subSteps: [] });
    try {
      const module = await work.loadAi();
      const result = await module.breakDownStep(
        {
          ideaText: work.idea.text,
          clarified: work.idea.clarified,
          step: {
            title: step.title,
            ...(step.description ? { description: step.description } : {}),
            ...(step.bullets ? { bullets: [...step.bullets] } : {}),
          },
          size,
        },
        {
          signal: current.signal,
          accessToken: work.accessToken,
          // The tone and low-energy wish chosen on this device, read as the request goes out.
          voice: readVoice(),
          onPartial: (partial) => {
            if (partial.subSteps) setBreakdown({ status: 'streaming', subSteps: partial.subSteps });
          },
        },
      );
      if (current.signal.aborted) return;
      if (!result.subSteps) {
        console.warn('Breaking a step down failed.', result.error);
        setBreakdown({ status: 'failed', reason: 'ai' });
        return;
      }
      try {
        await work.replaceSubSteps(itemKey, result.subSteps);
        setBreakdown({ status: 'done', count: result.subSteps.length, previous });
      } catch {
        setBreakdown({ status: 'failed', reason: 'save' });
      }
    } catch (error) {
      if (current.signal.aborted) return;
      console.warn('Breaking a step down failed.', error);
      setBreakdown({ status: 'failed', reason: 'ai' });
    }
  };

  const undo = async () => {
    if (breakdown.status !== 'done') return;
    const { previous } = breakdown;
    try {
      await work.replaceSubSteps(itemKey, previous);
      setBreakdown({ status: 'undone' });
    } catch {
      setBreakdown({ status: 'failed', reason: 'save' });
    }
    buttonRef.current?.focus();
  };

  const list = <SubStepList work={work} items={subStepsOf(work.items, itemKey)} />;

  // Asked from a check-in: sub-steps already there are opened at the first one not ticked (a
  // breakdown in use is not replaced); otherwise the AI is asked, as the button would.
  const answerAsk = useEffectEvent(() => {
    const next = listRef.current?.querySelector<HTMLInputElement>('input:not(:checked)');
    if (next) {
      next.focus({ preventScroll: true });
      scrollIntoViewGently(next.closest('li'), 'center');
      return;
    }
    buttonRef.current?.focus();
    void run();
  });
  const seenAsks = useRef(asked);
  useEffect(() => {
    // Only a new ask counts: arriving on a step asked before asks nothing.
    if (asked === seenAsks.current) return;
    seenAsks.current = asked;
    answerAsk();
  }, [asked]);
  // Without an AI there is nothing to ask (the walkthrough already says so): sub-steps kept from
  // before still show and tick.
  if (!connected) return list;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          ref={buttonRef}
          variant="secondary"
          size="sm"
          aria-disabled={unavailable || streaming ? true : undefined}
          aria-describedby={unavailable ? reasonId : undefined}
          onClick={() => void run()}
        >
          {streaming ? <Spinner className="size-4" /> : null}
          Break it down
        </Button>
        <SizeChoice size={size} onChange={onSizeChange} />
      </div>
      {unavailable ? (
        <p id={reasonId} className="text-ink-muted text-sm">
          {unavailable}
        </p>
      ) : null}
      <div id={statusId} role="status" className="text-sm empty:hidden">
        {breakdown.status === 'streaming' ? (
          <span className="text-ink-muted">Breaking it down…</span>
        ) : breakdown.status === 'failed' ? (
          <span className="text-danger-700 flex flex-wrap items-center gap-x-3">
            {FAILED[breakdown.reason]}
            <Button variant="link" size="sm" className="px-0" onClick={() => void run()}>
              Try again
            </Button>
          </span>
        ) : breakdown.status === 'done' ? (
          <span className="text-ink-muted flex flex-wrap items-center gap-x-3">
            Broken into {breakdown.count} smaller steps.
            <Button variant="link" size="sm" className="px-0" onClick={() => void undo()}>
              Undo
            </Button>
          </span>
        ) : breakdown.status === 'undone' ? (
          <span className="text-ink-muted">Put back as it was.</span>
        ) : null}
      </div>
      {breakdown.status === 'streaming' ? (
        <StreamingSubSteps subSteps={breakdown.subSteps} />
      ) : (
        <div ref={listRef} className="empty:hidden">
          {list}
        </div>
      )}
    </div>
  );
}

/**
 * Stored sub-steps below a step, indented, each with its checkbox; a sub-step broken down by an
 * earlier version keeps its own below it.
 */
function SubStepList({ work, items }: { work: GuideWork; items: readonly GuideItem[] }) {
  if (items.length === 0) return null;
  return (
    <ol className="border-brand-100 ml-2 flex flex-col gap-1 border-l-2 pl-3">
      {items.map((item) => (
        <li key={item.key} className="flex flex-col gap-1">
          <Tick
            checked={item.done}
            onChange={(done) => work.tick(item.key, done)}
            after={<Estimate minutes={item.minutes} />}
          >
            {item.title}
          </Tick>
          {canBreakDown(item.key) ? (
            <div className="pl-8 empty:hidden">
              <SubStepList work={work} items={subStepsOf(work.items, item.key)} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
