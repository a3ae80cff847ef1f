import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { fieldsIn, progressFor } from '@/features/journey/model/processing-progress';
import {
  fallbackReasonOf,
  isAiConnected,
  loadAi,
  useAiModule,
  type AiModule,
} from '@/features/journey/hooks/use-ai-module';
import type { FallbackReason, ResultSource } from '@/features/journey/model/journey';
import type { ClarifiedIdea } from '@/domain/model';
import { clarificationFallback } from '@/domain/fallbacks';
import { useSlowAnswer } from '@/features/journey/hooks/use-slow-answer';
import { StageHeading } from './stage-heading';
import { readVoice } from '@/features/journey/model/device-choices';

export interface ProcessingStageProps {
  ideaText: string;
  accessToken: string | null;
  onClarified: (clarified: ClarifiedIdea, source: ResultSource, reason?: FallbackReason) => void;
  /** A failure outside the AI's own fallback returns to the input (docs/product.md §5.3). */
  onFailed: (message: string) => void;
  /** The person stopped waiting; the call is already aborted. */
  onCancel: () => void;
}

const STEPS = [
  { key: 'problem', label: 'Analyzing problem space' },
  { key: 'targetAudience', label: 'Identifying target audience' },
  { key: 'uniqueValue', label: 'Finding unique value' },
] as const;

type StepKey = (typeof STEPS)[number]['key'];

export const OUTER_FAILURE_MESSAGE =
  'Something went wrong while analyzing your idea. Your text is still here — please try again.';

/**
 * Runs the clarification and shows it happening; the three steps tick as the streamed answer fills
 * them. The person can always cancel, and a slow first answer offers the general pointers instead
 * (docs/product.md §5.3).
 */
export default function ProcessingStage({
  ideaText,
  accessToken,
  onClarified,
  onFailed,
  onCancel,
}: ProcessingStageProps) {
  const [done, setDone] = useState<Record<StepKey, boolean>>({
    problem: false,
    targetAudience: false,
    uniqueValue: false,
  });
  const [arrived, setArrived] = useState(0);
  const slow = useSlowAnswer();
  const { start: startSlowClock, stop: stopSlowClock } = slow;
  const controllerRef = useRef<AbortController | null>(null);
  const connected = isAiConnected(useAiModule(true));
  const cancelRef = useRef<HTMLButtonElement>(null);

  // The journey's handlers and the token, read when needed: they are no reason to start over.
  const clarified = useEffectEvent(
    (result: ClarifiedIdea, source: ResultSource, reason?: FallbackReason) =>
      onClarified(result, source, reason),
  );
  const failed = useEffectEvent(() => onFailed(OUTER_FAILURE_MESSAGE));
  const currentToken = useEffectEvent(() => accessToken ?? undefined);

  // One run per idea; leaving the screen cancels it.
  useEffect(() => {
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    let ai: AiModule | undefined;
    startSlowClock();
    const run = async () => {
      try {
        ai = await loadAi();
        if (signal.aborted) return;
        const result = await ai.clarifyIdea(ideaText, {
          signal,
          accessToken: currentToken(),
          voice: readVoice(),
          onPartial: (partial: Partial<ClarifiedIdea>) => {
            if (Object.values(partial).some(Boolean)) stopSlowClock();
            const count = fieldsIn(partial);
            setArrived((previous) => Math.max(previous, count));
            setDone((previous) => {
              const next = {
                problem: previous.problem || Boolean(partial.problem),
                targetAudience: previous.targetAudience || Boolean(partial.targetAudience),
                uniqueValue: previous.uniqueValue || Boolean(partial.uniqueValue),
              };
              return next.problem === previous.problem &&
                next.targetAudience === previous.targetAudience &&
                next.uniqueValue === previous.uniqueValue
                ? previous
                : next;
            });
          },
        });
        if (signal.aborted) return;
        clarified(result.clarified, result.source, fallbackReasonOf(ai, result));
      } catch (error) {
        // Leaving the screen cancels the call: that is not a failure to report.
        if (signal.aborted || ai?.isAbortError(error)) return;
        console.warn('Clarification failed', error);
        failed();
      }
    };
    void run();
    return () => {
      stopSlowClock();
      controller.abort();
    };
  }, [ideaText, startSlowClock, stopSlowClock]);

  const doneCount = STEPS.filter((step) => done[step.key]).length;
  // Once a field has arrived the wait is moving again, so the notice has nothing left to say.
  const slowNoticeShown = slow.shown && doneCount === 0;

  // Aborting first makes the running call end quietly (no failure, no fallback).
  const cancel = () => {
    controllerRef.current?.abort();
    onCancel();
  };

  const takeGeneralPointers = () => {
    controllerRef.current?.abort();
    // The same fallback and source an AI failure gives (docs/product.md §10.5).
    onClarified(clarificationFallback(), 'fallback', 'failed');
  };

  const keepWaiting = () => {
    slow.dismiss();
    // The button goes away with the notice; focus stays on this screen.
    cancelRef.current?.focus();
  };

  return (
    <main
      id="main-content"
      className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-10 sm:py-16"
    >
      <header className="flex flex-col items-center gap-4 text-center">
        <div
          aria-hidden="true"
          className="bg-brand-50 flex size-16 items-center justify-center rounded-full"
        >
          <Spinner className="size-8" />
        </div>
        {/* The spec's words only while an AI is really asked (docs/product.md §5.3, §5.12). */}
        {connected ? (
          <>
            <StageHeading>AI is analyzing your idea...</StageHeading>
            <p className="text-ink-muted max-w-prose text-lg">
              Our advanced AI is breaking down your concept, identifying opportunities, and
              structuring it for maximum clarity.
            </p>
          </>
        ) : (
          <>
            <StageHeading>Preparing general pointers...</StageHeading>
            <p className="text-ink-muted max-w-prose text-lg">
              No AI is connected, so Clarity lays out general pointers that fit any idea.
            </p>
          </>
        )}
      </header>

      <Card>
        <CardContent className="flex flex-col gap-6 pt-5 sm:pt-6">
          <ul className="flex flex-col gap-3" aria-label="Analysis steps">
            {STEPS.map((step) => (
              <li key={step.key} className="flex items-center gap-3">
                {done[step.key] ? (
                  <span
                    aria-hidden="true"
                    className="bg-success-600 flex size-6 items-center justify-center rounded-full text-xs text-white"
                  >
                    ✓
                  </span>
                ) : (
                  // One spinner per screen: a pending step is a still ring.
                  <span
                    aria-hidden="true"
                    className="border-brand-200 inline-block size-6 rounded-full border-2"
                  />
                )}
                <span className={done[step.key] ? 'text-ink font-medium' : 'text-ink-muted'}>
                  {step.label}
                </span>
                <span className="sr-only">{done[step.key] ? '(done)' : '(in progress)'}</span>
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="sr-only">
            {doneCount === 0 ? '' : `${doneCount} of ${STEPS.length} analysis steps done`}
          </p>
          <Progress value={progressFor(arrived)} label="Analysis progress" />
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3">
        {/* Present from the start so the notice is announced when its text arrives. */}
        <div role="status" className={slowNoticeShown ? 'text-ink text-center font-medium' : ''}>
          {slowNoticeShown ? 'This is taking longer than usual.' : null}
        </div>
        {slowNoticeShown ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button variant="secondary" onClick={keepWaiting}>
              Keep waiting
            </Button>
            <Button variant="secondary" onClick={takeGeneralPointers}>
              Use general pointers
            </Button>
          </div>
        ) : null}
        <div className="flex justify-center">
          <Button ref={cancelRef} variant="outline" onClick={cancel} className="w-full sm:w-auto">
            Cancel
          </Button>
        </div>
      </div>

      <p className="text-ink-muted text-center">
        Every great idea starts messy. We&apos;re organizing yours into something amazing.
      </p>
    </main>
  );
}
