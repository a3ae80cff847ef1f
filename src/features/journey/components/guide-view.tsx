import { lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { COMPLETION_CONTINUE_DELAY_MS } from '@/config/constants';
import {
  countCompleted,
  isStepComplete,
  type CurrentIdea,
  type GuideState,
} from '@/features/journey/model/journey';

const loadCelebration = () => import('./celebration');
// Confetti is decoration: if its code cannot be fetched (offline), finishing still works without it.
const Celebration = lazy(() => loadCelebration().catch(() => ({ default: () => null })));

interface GuideViewProps {
  idea: CurrentIdea;
  guide: GuideState;
  /** Label of the extras badge list for this kind (e.g. 'Recommended Tools'). */
  extrasLabel: string | null;
  onToggleStep: (index: number, complete: boolean) => void;
  onBackToSelector: () => void;
}

/** The guide's steps with their ticks, the progress bar, the extras and the closing card. */
export function GuideView({
  idea,
  guide: { guide },
  extrasLabel,
  onToggleStep,
  onBackToSelector,
}: GuideViewProps) {
  const progressId = useId();
  const total = guide.steps.length;
  const completed = countCompleted(idea, total);
  const allComplete = total > 0 && completed === total;
  // Ticking the last step starts the celebration; the closing card follows after a beat
  // (docs/product.md §5.7).
  const [finishRun, setFinishRun] = useState(0);
  const [confetti, setConfetti] = useState(false);
  const [continued, setContinued] = useState(allComplete);

  useEffect(() => {
    if (finishRun === 0) return;
    const timer = window.setTimeout(() => setContinued(true), COMPLETION_CONTINUE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [finishRun]);

  const toggle = (index: number) => {
    const complete = !isStepComplete(idea, index);
    onToggleStep(index, complete);
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
      <section aria-labelledby={progressId} className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between">
          <h2 id={progressId} className="text-ink font-semibold">
            Your progress
          </h2>
          <p className="text-ink-muted text-sm" aria-live="polite">
            {completed} of {total} completed
          </p>
        </div>
        <Progress
          value={completed}
          max={total}
          label="Guide progress"
          valueText={`${completed} of ${total} completed`}
        />
      </section>

      {guide.timeline ? (
        <p className="rounded-control bg-surface-sunken text-ink-muted px-4 py-3 text-sm">
          <span className="text-ink font-semibold">Timeline: </span>
          {guide.timeline}
        </p>
      ) : null}

      <Accordion
        type="multiple"
        defaultValue={['step-0']}
        className="rounded-card border-line bg-surface shadow-card border px-5"
      >
        {guide.steps.map((guideStep, index) => {
          const done = isStepComplete(idea, index);
          return (
            <AccordionItem key={`${index}-${guideStep.title}`} value={`step-${index}`}>
              <AccordionTrigger>
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={
                      done
                        ? 'bg-success-600 flex size-8 shrink-0 items-center justify-center rounded-full text-sm text-white'
                        : 'bg-brand-50 text-brand-800 flex size-8 shrink-0 items-center justify-center rounded-full text-sm'
                    }
                  >
                    {done ? '✓' : index + 1}
                  </span>
                  <span>
                    {guideStep.title}
                    {done ? <span className="sr-only"> (completed)</span> : null}
                  </span>
                </span>
              </AccordionTrigger>
              <AccordionContent>
                <p className="mb-3">{guideStep.description}</p>
                {guideStep.content.length > 0 ? (
                  <ul className="marker:text-brand-600 mb-4 flex list-disc flex-col gap-1.5 pl-5">
                    {guideStep.content.map((bullet, bulletIndex) => (
                      <li key={`${bulletIndex}-${bullet}`}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
                <Button
                  variant={done ? 'outline' : 'primary'}
                  onClick={() => toggle(index)}
                  aria-label={`${done ? 'Mark as incomplete' : 'Mark as complete'}: ${guideStep.title}`}
                >
                  {done ? 'Mark as incomplete' : 'Mark as complete'}
                </Button>
              </AccordionContent>
            </AccordionItem>
          );
        })}
      </Accordion>

      {guide.extras.length > 0 && extrasLabel ? (
        <section aria-labelledby={`${progressId}-extras`} className="flex flex-col gap-3">
          <h2 id={`${progressId}-extras`} className="text-ink font-semibold">
            {extrasLabel}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {guide.extras.map((extra, index) => (
              <li key={`${index}-${extra}`}>
                <Badge tone="brand" className="px-3 py-1 text-sm">
                  {extra}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {confetti ? (
        <Suspense fallback={null}>
          <Celebration onDone={() => setConfetti(false)} />
        </Suspense>
      ) : null}

      {allComplete && continued ? (
        <Card className="border-success-600/30 bg-success-50" role="status">
          <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
            <p aria-hidden="true" className="text-4xl">
              🎉
            </p>
            <h2 className="font-display text-ink text-2xl font-bold">
              Want help with something else?
            </h2>
            <p className="text-ink-muted max-w-prose">
              You completed every step of this guide. Pick another path and keep the momentum going.
            </p>
            <Button size="lg" onClick={onBackToSelector}>
              Explore another path
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
