import { Suspense, useId, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';
import { EXTRAS_LABELS, STEP_TITLES } from '@/domain/vocabulary';
import {
  isAiConnected,
  isPrivateAiInUse,
  useAiModule,
} from '@/features/journey/hooks/use-ai-module';
import { useGuideLoading } from '@/features/journey/hooks/use-guide-loading';
import { retryControlsOf } from '@/features/journey/hooks/use-ai-retry';
import { useJourneyProgress } from '@/features/journey/hooks/use-journey-progress';
import { guideItemsRefOf } from '@/features/journey/model/progress-ref';
import type {
  CurrentIdea,
  FallbackReason,
  GuideState,
  ResultSource,
  Stage,
} from '@/features/journey/model/journey';
import { useGuideItemsQuery } from '@/lib/api/guide-items/guide-items-query';
import type { Guide, StepProgress } from '@/domain/model';
import { AiFallbackNotice, SlowNotice } from './ai-status-note';
import { GuideView } from './guide-view';
import { StageHeading } from './stage-heading';
import { VoiceDisclosure } from './voice-disclosure';
import { LazyExportMenu as ExportMenu } from '@/components/export/lazy-export-menu';
import { ShareButton } from '@/components/share/share-button';
import { moveFocusTo } from '@/lib/focus';

export interface WalkthroughStageProps {
  /** The walkthrough stage: the idea and its guide (null while the journey loads it). */
  stage: Extract<Stage, { name: 'walkthrough' }>;
  /** The guide arrived (stored, generated, or the fallback). */
  onGuideLoaded: (guide: Guide, source: ResultSource, reason?: FallbackReason) => void;
  /** Asked again for a guide that fell back, the AI answered: its guide replaces the pointers. */
  onGuideReplaced: (guide: Guide) => void;
  /** Asked again, the AI still did not answer (or too slowly for the person). */
  onGuideRetryFailed: () => void;
  onToggleStep: (index: number, complete: boolean, onSetBack?: () => void) => void;
  onBackToSelector: () => void;
  onReset: () => void;
  /** Opens the feedback dialog. */
  onFeedback?: () => void;
  /**
   * The rating invitation (another feature), placed under the guide when the AI wrote this
   * journey's clarification and guide without failing once (docs/product.md §6).
   */
  invitation?: ReactNode;
}

/** The chosen step's guide: its steps to tick, the progress, and the ways on from here. */
export default function WalkthroughStage({
  stage,
  onGuideLoaded,
  onGuideReplaced,
  onGuideRetryFailed,
  onToggleStep,
  onBackToSelector,
  onReset,
  onFeedback,
  invitation,
}: WalkthroughStageProps) {
  const { idea, guide } = stage;
  const headingId = useId();
  const { retry, slowFirstTry } = useGuideLoading(
    stage,
    onGuideLoaded,
    (replacement) => {
      onGuideReplaced(replacement);
      // The notice and its button go; the person lands on the heading above the new guide.
      moveFocusTo(document.getElementById(headingId));
    },
    onGuideRetryFailed,
  );
  const ai = useAiModule(true);
  const { progress, known } = useJourneyProgress(idea);
  const step = idea.step;
  const title = step ? STEP_TITLES[step] : 'Your guide';

  return (
    <main
      id="main-content"
      // One step at a time sits closer together, so 'Done, next step' stays on the first screen
      // with 'Start here' still above the step and the timer's check-in showing.
      className="group/walk mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 has-[[data-focus-view]]:gap-4 max-sm:has-[[data-focus-view]]:pt-4 sm:py-16 sm:has-[[data-focus-view]]:pt-8"
    >
      {/* 'One step at a time' is one calm screen: the title and the quote fold away from sight. */}
      <header className="flex flex-col gap-3 group-has-[[data-focus-view]]/walk:sr-only">
        <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">
          Your step-by-step guide
        </p>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <StageHeading id={headingId}>{title}</StageHeading>
          {/* The row's room is kept while the guide, the Export menu's code and the progress
              arrive (a line of its own on a phone), so the guide below never moves down. */}
          <div className="min-h-target flex flex-wrap gap-2 max-sm:w-full">
            {guide ? (
              <Suspense fallback={<KeptRoom>Export</KeptRoom>}>
                <WalkthroughExport idea={idea} guide={guide} progress={progress} />
              </Suspense>
            ) : null}
            {guide && !known ? <KeptRoom>Share</KeptRoom> : null}
            {guide && known ? (
              <ShareButton
                source={{
                  ideaText: idea.text,
                  clarification: idea.clarified,
                  clarificationSource: idea.source,
                  guide: guide.guide,
                  guideSource: guide.source,
                  progress,
                }}
              />
            ) : null}
          </div>
        </div>
        <p className="text-ink-muted">
          <span className="sr-only">For your idea: </span>
          <span className="line-clamp-2">“{idea.text}”</span>
        </p>
      </header>

      {guide?.source === 'fallback' ? (
        <AiFallbackNotice
          what="guide"
          connected={isAiConnected(ai)}
          privateAi={isPrivateAiInUse(ai)}
          {...(guide.fallbackReason ? { reason: guide.fallbackReason } : {})}
          {...retryControlsOf(retry)}
        />
      ) : null}

      {guide && known ? (
        <GuideView
          idea={idea}
          guide={guide}
          progress={progress}
          extrasLabel={step ? EXTRAS_LABELS[step] : null}
          onToggleStep={onToggleStep}
          onBackToSelector={onBackToSelector}
        />
      ) : (
        <div role="status" className="flex flex-col items-center gap-4 py-12 text-center">
          <Spinner className="size-8" />
          <p className="text-ink-muted">
            {guide ? 'Loading your progress…' : 'Creating your personalized guide…'}
          </p>
          {slowFirstTry ? (
            <SlowNotice
              className="items-center"
              // The buttons go with the notice: the person stays at the top of the guide.
              onKeepWaiting={() => {
                slowFirstTry.keepWaiting();
                moveFocusTo(document.getElementById(headingId));
              }}
              onUseGeneralPointers={() => {
                slowFirstTry.takeGeneralPointers();
                moveFocusTo(document.getElementById(headingId));
              }}
            />
          ) : null}
        </div>
      )}

      <VoiceDisclosure />

      {guide?.source === 'ai' && idea.source === 'ai' && !idea.aiFailed ? invitation : null}

      <div className="border-line flex flex-col gap-3 border-t pt-6 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBackToSelector}>
          Choose a different path
        </Button>
        <div className="flex flex-col gap-3 sm:flex-row">
          {onFeedback ? (
            <Button variant="ghost" onClick={onFeedback}>
              Give feedback
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onReset}>
            Start over with a new idea
          </Button>
        </div>
      </div>
    </main>
  );
}

/**
 * The room of a button still on its way ('Export' while its code loads, 'Share' until the ticks are
 * known): its size, unseen and unread, so the buttons beside it do not move when it comes.
 */
function KeptRoom({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className={cn(buttonVariants({ variant: 'outline' }), 'invisible')}>
      {children}
      {children === 'Export' ? <Icon name="chevron-down" strokeWidth={2.5} /> : null}
    </span>
  );
}

/** 'Export' with what the walkthrough shows, the guide's bullet ticks and sub-steps included. */
function WalkthroughExport({
  idea,
  guide,
  progress,
}: {
  idea: CurrentIdea;
  guide: GuideState;
  progress: StepProgress;
}) {
  const items = useGuideItemsQuery(guideItemsRefOf(idea, guide)).data;
  return (
    <ExportMenu
      source={{
        ideaId: idea.ideaId,
        ideaText: idea.text,
        clarification: idea.clarified,
        step: idea.step,
        guide: guide.guide,
        progress,
        ...(items ? { items } : {}),
      }}
    />
  );
}
