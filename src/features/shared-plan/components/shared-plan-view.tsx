import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { startHereOf } from '@/domain/start-here';
import { EXTRAS_LABELS, STEP_TITLES } from '@/domain/vocabulary';
import type { GuideStep } from '@/domain/model';
import type { SharedPlan } from '@/lib/share/plan';

const CARD_TITLE = 'text-ink text-lg leading-tight font-semibold';
const TEXT = 'text-ink leading-relaxed break-words whitespace-pre-line';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="text-ink-subtle text-sm font-semibold tracking-wide uppercase">{title}</dt>
      <dd className={TEXT} dir="auto">
        {children}
      </dd>
    </div>
  );
}

function SharedStep({ step, index, done }: { step: GuideStep; index: number; done: boolean }) {
  return (
    <li className="border-line flex gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <span
        aria-hidden="true"
        className={
          done
            ? 'bg-success-700 flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white'
            : 'border-line text-ink-muted flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold'
        }
      >
        {done ? '✓' : index + 1}
      </span>
      <div className="flex min-w-0 flex-col gap-2">
        {/* Named as a whole: a screen reader hears the step's place and state before its title. */}
        <h3
          className="text-ink font-semibold break-words"
          dir="auto"
          aria-label={`Step ${index + 1}${done ? ', done' : ''}: ${step.title}`}
        >
          {step.title}
        </h3>
        <p className="text-ink-muted text-sm">
          {done ? 'Done' : 'Still to do'}
          {step.minutes ? ` · about ${step.minutes} min` : ''}
        </p>
        {step.description ? (
          <p className={TEXT} dir="auto">
            {step.description}
          </p>
        ) : null}
        {step.content.length > 0 ? (
          <ul className="text-ink list-disc pl-5 leading-relaxed">
            {step.content.map((bullet, at) => (
              <li key={at} dir="auto" className="break-words">
                {bullet}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A shared plan as its link holds it, read-only (docs/product.md §5.14): the idea, its
 * clarification, and the guide with the steps that were ticked when it was shared. Nothing here
 * can be ticked or changed; 'Make it mine' makes a copy that can.
 */
export function SharedPlanView({ plan }: { plan: SharedPlan }) {
  const { clarification, guide } = plan;
  const total = guide.steps.length;
  const done = new Set(plan.done.filter((index) => index < total));
  const startHere = startHereOf(guide);
  return (
    <>
      <Card>
        <CardHeader>
          <h2 className={CARD_TITLE}>The idea</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <p className={TEXT} dir="auto">
            {plan.idea}
          </p>
          <div className="border-line flex flex-col gap-3 border-t pt-5">
            {plan.clarificationSource === 'fallback' ? (
              <Badge className="self-start">General pointers</Badge>
            ) : null}
            <dl className="flex flex-col gap-5">
              <Part title="Problem it solves">{clarification.problem}</Part>
              <Part title="Target audience">{clarification.targetAudience}</Part>
              <Part title="Unique value or edge">{clarification.uniqueValue}</Part>
              <Part title="Format">{clarification.format}</Part>
              {clarification.challenges.length > 0 ? (
                <Part title="Possible challenges">
                  <ul className="list-disc pl-5 whitespace-normal">
                    {clarification.challenges.map((challenge, at) => (
                      <li key={at}>{challenge}</li>
                    ))}
                  </ul>
                </Part>
              ) : null}
            </dl>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-col gap-3">
          <h2 className={CARD_TITLE}>{STEP_TITLES[guide.kind]}</h2>
          {plan.guideSource === 'fallback' ? (
            <Badge className="self-start">General pointers</Badge>
          ) : null}
          <p className="text-ink-muted text-sm">
            {done.size} of {total} completed when it was shared
          </p>
          <Progress
            value={done.size}
            max={total}
            label="Progress when shared"
            valueText={`${done.size} of ${total} completed`}
          />
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {startHere ? (
            <p className="rounded-control bg-surface-sunken text-ink px-4 py-3 text-sm" dir="auto">
              <span className="font-semibold">Start here ({startHere.minutes} min): </span>
              {startHere.title}
            </p>
          ) : null}
          {guide.timeline ? (
            <p className="text-ink-muted text-sm" dir="auto">
              <span className="text-ink font-semibold">Timeline: </span>
              {guide.timeline}
            </p>
          ) : null}
          <ol className="flex flex-col gap-4">
            {guide.steps.map((step, index) => (
              <SharedStep key={index} step={step} index={index} done={done.has(index)} />
            ))}
          </ol>
          {guide.extras.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="text-ink font-semibold">{EXTRAS_LABELS[guide.kind]}</h3>
              <ul className="flex flex-wrap gap-2">
                {guide.extras.map((extra, at) => (
                  <li key={at}>
                    <Badge tone="brand" className="whitespace-normal">
                      {extra}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
