import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { remainingLabel } from '@/features/journey/model/time';
import { useJourneyWritesPending } from '@/lib/api/ideas/journey-writes';

/** 'Your progress': the count and bar, the time left, and the 'One step at a time' switch. */
export function GuideProgress({
  id,
  completed,
  total,
  left,
  oneStep,
  onToggleOneStep,
}: {
  id: string;
  completed: number;
  total: number;
  /** What is left to do, when the guide's estimates support a total. */
  left: number | null;
  oneStep: boolean;
  onToggleOneStep: () => void;
}) {
  // Busy while a tick is on its way to the account: assistive technology waits for the stored count.
  const saving = useJourneyWritesPending();
  // 'One step at a time' is one calm screen: the count, bar and time ahead fold away from sight
  // (still read by a screen reader), leaving the switch back to the list.
  const folded = oneStep ? 'sr-only' : undefined;
  return (
    <section aria-labelledby={id} aria-busy={saving} className="flex flex-col gap-2">
      <div className={cn('flex items-baseline justify-between', folded)}>
        <h2 id={id} className="text-ink font-semibold">
          Your progress
        </h2>
        <p className="text-ink-muted text-sm" aria-live="polite">
          {completed} of {total} completed
        </p>
      </div>
      <div className={folded}>
        <Progress
          value={completed}
          max={total}
          label="Guide progress"
          valueText={`${completed} of ${total} completed`}
        />
      </div>
      <div className={cn('flex flex-wrap items-center justify-between gap-3', !oneStep && 'pt-1')}>
        {/* Only a total the estimates support: none for a guide without them. */}
        <p className={cn('text-ink-muted text-sm', folded)}>{left ? remainingLabel(left) : null}</p>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={oneStep}
          onClick={onToggleOneStep}
          className="aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
        >
          <span aria-hidden="true" className={oneStep ? undefined : 'hidden'}>
            ✓
          </span>
          One step at a time
        </Button>
      </div>
    </section>
  );
}
