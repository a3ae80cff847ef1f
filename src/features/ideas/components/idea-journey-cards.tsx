import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { STEP_TITLES } from '@/domain/vocabulary';
import { paths } from '@/config/paths';
import type { Idea } from '@/domain/model';

// Card titles here are h2: the page's h1 is the idea itself.
export const CARD_TITLE = 'text-lg leading-tight font-semibold text-ink';

/** One part of the clarification, under its small heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <h3 className="text-ink-subtle text-sm font-semibold tracking-wide uppercase">{title}</h3>
      <p className="text-ink leading-relaxed break-words whitespace-pre-line">{children}</p>
    </div>
  );
}

/** Where the idea goes next: back into its chosen step's guide, or choosing one. */
export function NextStepCard({ idea }: { idea: Idea }) {
  const step = idea.selected_next_step;
  if (step) {
    return (
      <Card className="border-brand-200 from-brand-50 to-surface bg-gradient-to-br">
        <CardHeader>
          <h2 className={CARD_TITLE}>You chose: {STEP_TITLES[step]}</h2>
          <p className="text-ink-muted text-sm">
            Your guide and your ticks are saved. Pick up right where you stopped.
          </p>
        </CardHeader>
        <CardContent>
          <Link
            to={paths.resumeJourney(idea.id, step)}
            className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
          >
            Continue where you left off
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <h2 className={CARD_TITLE}>What's next?</h2>
        <p className="text-ink-muted text-sm">
          Choose a next move — an MVP, research, your audience — and get a step-by-step guide.
        </p>
      </CardHeader>
      <CardContent>
        <Link
          to={paths.selectStep(idea.id)}
          className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          Select Next Step
        </Link>
      </CardContent>
    </Card>
  );
}
