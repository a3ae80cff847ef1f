import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import type { StepKey, StepStatus } from '@/domain/vocabulary';
import { STEP_STATUS_LABELS } from '@/domain/vocabulary';
import {
  canToggleStep,
  completedCount,
  stepStatus,
  type TrackedStep,
} from '@/features/ideas/model/step-progress';
import { cn } from '@/lib/cn';
import type { StepProgress } from '@/domain/model';
import { Icon } from '@/components/ui/icon';

const MARK_CLASSES: Record<StepStatus, string> = {
  complete: 'border-success-600 bg-success-600 text-white',
  in_progress: 'border-warning-600 bg-warning-50 text-warning-700',
  not_started: 'border-line bg-surface text-ink-subtle',
};

const STATUS_TEXT_CLASSES: Record<StepStatus, string> = {
  complete: 'text-success-700',
  in_progress: 'text-warning-700',
  not_started: 'text-ink-subtle',
};

function StepMark({ status, number }: { status: StepStatus; number: number }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
        MARK_CLASSES[status],
      )}
    >
      {status === 'complete' ? <Icon name="check" className="size-4" strokeWidth={3} /> : number}
    </span>
  );
}

interface ProgressTrackerProps {
  progress: StepProgress;
  /** The stored guide's steps, or 'Step 1…5' when the idea has none. */
  steps: TrackedStep[];
  onToggle: (key: StepKey) => void;
  onMarkAllComplete: () => void;
  onResetAll: () => void;
  /** The time still ahead ('about 1 h 40 min left'), when the guide's estimates support one. */
  timeLeft?: string | null;
  /** Beside a step's status: its estimate, or what it took. */
  stepTime?: (index: number) => ReactNode;
  /** Below a step: the work inside it (its bullets' ticks, its sub-steps). */
  stepWork?: (index: number) => ReactNode;
  /** Above the steps: the guide's first small action ('Start here'). */
  startHere?: ReactNode;
}

/** 'Reset All' undoes every tick at once, so it asks first. */
function ResetAllButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
        Reset All
      </Button>
      <DialogContent closeLabel="Keep my progress">
        <DialogHeader>
          <DialogTitle>Reset every step?</DialogTitle>
          <DialogDescription>
            All your ticks for this idea go back to not started. Your guide stays as it is.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep my progress</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            Reset all steps
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * docs/product.md §8.2: the steps of the idea's guide (or five) with their status. A started step
 * toggles between complete and not started when clicked; a step never started is not a button (the
 * guide is where it begins).
 */
export function ProgressTracker({
  progress,
  steps,
  onToggle,
  onMarkAllComplete,
  onResetAll,
  timeLeft,
  stepTime,
  stepWork,
  startHere,
}: ProgressTrackerProps) {
  const total = steps.length;
  const done = completedCount(progress, steps);
  const allComplete = done === total;
  const noneStarted = steps.every(({ key }) => stepStatus(progress, key) === 'not_started');
  // Each step's work ('Break it down', 'How small?', its bullets) is folded but for the first step
  // not yet complete, so the page shows one step's controls, not every step's; the person opens others.
  const [unfolded, setUnfolded] = useState<ReadonlySet<StepKey>>(() => {
    const first = steps.find(({ key }) => stepStatus(progress, key) !== 'complete');
    return new Set(first ? [first.key] : []);
  });
  const workId = useId();
  const toggleWork = (key: StepKey) =>
    setUnfolded((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <section aria-labelledby="progress-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="progress-heading" className="text-ink text-xl font-semibold">
            Progress
          </h2>
          <p className="text-ink-muted text-sm font-medium">
            {done} of {total} completed
          </p>
        </div>
        <Progress
          value={done}
          max={total}
          label="Journey progress"
          valueText={`${done} of ${total} completed`}
        />
        {timeLeft ? <p className="text-ink-muted text-sm">{timeLeft}</p> : null}
        <p className="text-ink-muted text-sm">
          A step starts in its guide. Once started, tap it to mark it complete or not started.
        </p>
      </div>

      {startHere}

      <ol className="flex flex-col gap-2">
        {steps.map(({ key, number, title: label }, index) => {
          const status = stepStatus(progress, key);
          const content = (
            <>
              <StepMark status={status} number={number} />
              <span className="flex min-w-0 flex-1 flex-col text-left">
                <span className="text-ink font-semibold break-words">{label}</span>
                <span className={cn('text-sm font-medium', STATUS_TEXT_CLASSES[status])}>
                  {STEP_STATUS_LABELS[status]}
                  {stepTime?.(index)}
                </span>
              </span>
            </>
          );
          return (
            <li key={key} className="flex flex-col gap-3">
              {canToggleStep(progress, key) ? (
                <button
                  type="button"
                  onClick={() => onToggle(key)}
                  aria-label={`${label}: ${STEP_STATUS_LABELS[status]}. ${status === 'complete' ? 'Mark as not started' : 'Mark as complete'}`}
                  className="rounded-control border-line bg-surface hover:border-brand-300 hover:bg-brand-50 flex min-h-14 w-full items-center gap-4 border px-4 py-2.5 transition-colors"
                >
                  {content}
                  <span aria-hidden="true" className="text-brand-700 text-sm font-semibold">
                    {status === 'complete' ? 'Undo' : 'Mark done'}
                  </span>
                </button>
              ) : (
                <div className="rounded-control border-line bg-surface-muted flex min-h-14 w-full items-center gap-4 border border-dashed px-4 py-2.5">
                  {content}
                </div>
              )}
              {stepWork ? (
                <div className="flex flex-col gap-2 pb-2 pl-4">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-brand-700 -ml-3 self-start"
                    aria-expanded={unfolded.has(key)}
                    aria-controls={`${workId}-${key}`}
                    aria-label={`What to do: ${label}`}
                    onClick={() => toggleWork(key)}
                  >
                    What to do
                    <Icon
                      name="chevron-down"
                      strokeWidth={2.5}
                      className={cn('transition-transform', unfolded.has(key) && 'rotate-180')}
                    />
                  </Button>
                  {/* Kept mounted while folded: a breakdown on its way keeps going. */}
                  <div id={`${workId}-${key}`} hidden={!unfolded.has(key)}>
                    {stepWork(index)}
                  </div>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>

      <div className="border-line flex flex-col gap-3 border-t pt-5">
        <h3 className="text-ink-subtle text-sm font-semibold tracking-wide uppercase">
          Quick Actions
        </h3>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Button variant="secondary" onClick={onMarkAllComplete} disabled={allComplete}>
            Mark All Complete
          </Button>
          <ResetAllButton disabled={noneStarted} onConfirm={onResetAll} />
        </div>
      </div>
    </section>
  );
}
