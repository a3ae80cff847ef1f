import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { StatusScreen } from '@/components/layout/status-screen';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { StepKey, StepKind } from '@/domain/vocabulary';
import { paths } from '@/config/paths';
import {
  FALLBACK_CLARIFICATION_NOTE,
  formatDate,
  ideaTitle,
} from '@/features/ideas/model/idea-display';
import {
  markAllComplete,
  resetAll,
  toggleChange,
  trackedSteps,
} from '@/features/ideas/model/step-progress';
import { useGuideItemsQuery } from '@/lib/api/guide-items/guide-items-query';
import { useStoredGuideQuery } from '@/lib/api/guides/guide-query';
import { useIdeaQuery } from '@/lib/api/ideas/idea-query';
import { useStepProgressMutation } from '@/lib/api/ideas/step-progress-mutation';
import type { StepProgressChange } from '@/domain/step-progress';
import type { ClarifiedIdea, Guide, Idea } from '@/domain/model';
import type { ExportSource } from '@/lib/export/document';
import { CARD_TITLE, NextStepCard, Section } from './idea-journey-cards';
import { IdeaShare } from './idea-share';
import { ParkButton } from './park-button';
import { ProgressTracker } from './progress-tracker';
import { StatusBadge } from './status-badge';
import { WorkspaceHeader } from './workspace-header';
import { LazyExportMenu as ExportMenu } from '@/components/export/lazy-export-menu';
import { Icon } from '@/components/ui/icon';

const PROGRESS_SAVE_FAILED_MESSAGE =
  "We couldn't save your progress, so we put it back as it was. Please try again.";

/** What the guide's work places around each tracked step (see `ProgressTracker`). */
interface GuideWorkParts {
  timeLeft: string | null;
  stepTime: (index: number) => ReactNode;
  stepWork: (index: number) => ReactNode;
  startHere: ReactNode;
}

/**
 * The bullets' ticks, sub-steps, estimates and time of the stored guide, inside the tracker's steps.
 * The journey has them; features do not import each other, so the app's route hands them in.
 */
type GuideWorkComponent = ComponentType<{
  idea: Idea;
  clarified: ClarifiedIdea;
  guide: Guide;
  children: (parts: GuideWorkParts) => ReactNode;
}>;

const BackToIdeas = () => (
  <Link to={paths.ideas} className={buttonVariants({ size: 'lg' })}>
    Back to Ideas
  </Link>
);

function IdeaJourney({ idea, GuideWork }: { idea: Idea; GuideWork?: GuideWorkComponent }) {
  // The tick shows at once; a failed save puts the cached idea back and the toast says why it moved.
  const saveProgress = useStepProgressMutation({ failureMessage: PROGRESS_SAVE_FAILED_MESSAGE });
  const save = (change: StepProgressChange | null) => {
    if (change) saveProgress.mutate({ ref: { ideaId: idea.id }, change });
  };
  // The steps are the stored guide's; a guide that cannot be read is shown as none (Step 1…5).
  const guide = useStoredGuideQuery(idea.id, idea.selected_next_step);
  const guideSettled = idea.selected_next_step === null || !guide.isPending;
  const data = idea.structured_data;
  const tracker = (parts?: GuideWorkParts) => (
    <ProgressTracker
      progress={idea.step_progress}
      steps={trackedSteps(guide.data ?? null)}
      onToggle={(key: StepKey) => save(toggleChange(idea.step_progress, key))}
      onMarkAllComplete={() => save(markAllComplete)}
      onResetAll={() => save(resetAll)}
      {...parts}
    />
  );

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="from-brand-50 to-surface-muted min-h-dvh bg-gradient-to-b focus:outline-none"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <nav aria-label="Breadcrumb">
          <Link
            to={paths.ideas}
            className={buttonVariants({ variant: 'ghost', className: '-ml-3' })}
          >
            <Icon name="chevron-left" strokeWidth={2.5} />
            My Ideas
          </Link>
        </nav>

        <WorkspaceHeader
          eyebrow="Idea journey"
          title={ideaTitle(idea.idea_text)}
          actions={
            <>
              <ParkButton idea={idea} variant="outline" />
              {guideSettled ? (
                <Suspense fallback={null}>
                  <SavedIdeaExport
                    source={{
                      ideaId: idea.id,
                      ideaText: idea.idea_text,
                      clarification: data,
                      step: idea.selected_next_step,
                      guide: guide.data ?? null,
                      progress: idea.step_progress,
                    }}
                  />
                </Suspense>
              ) : null}
              {guideSettled && guide.data && data ? (
                <IdeaShare idea={idea} clarified={data} guide={guide.data} />
              ) : null}
            </>
          }
          description={
            <span className="flex flex-wrap items-center gap-3">
              <StatusBadge status={idea.status} />
              <span className="text-sm">
                Created <time dateTime={idea.created_at}>{formatDate(idea.created_at)}</time>
              </span>
            </span>
          }
        />

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex flex-col gap-6">
            <Card>
              <CardHeader>
                <h2 className={CARD_TITLE}>Your idea</h2>
              </CardHeader>
              <CardContent className="flex flex-col gap-5">
                <p className="text-ink leading-relaxed break-words whitespace-pre-line" dir="auto">
                  {idea.idea_text}
                </p>
                {data ? (
                  <div className="border-line flex flex-col gap-5 border-t pt-5">
                    {idea.clarification_source === 'fallback' ? (
                      <p className="text-ink-muted text-sm">{FALLBACK_CLARIFICATION_NOTE}</p>
                    ) : null}
                    <Section title="Problem">{data.problem}</Section>
                    <Section title="Target audience">{data.targetAudience}</Section>
                    <Section title="Unique value">{data.uniqueValue}</Section>
                  </div>
                ) : (
                  <p className="text-ink-muted">This idea has not been clarified yet.</p>
                )}
              </CardContent>
            </Card>
            <NextStepCard idea={idea} />
          </div>

          <Card className="h-fit p-5 sm:p-6">
            {!guideSettled ? (
              <p role="status" className="text-ink-muted flex min-h-40 items-center justify-center">
                Loading your steps...
              </p>
            ) : GuideWork && guide.data && data ? (
              <GuideWork idea={idea} clarified={data} guide={guide.data}>
                {tracker}
              </GuideWork>
            ) : (
              tracker()
            )}
          </Card>
        </div>
      </div>
    </main>
  );
}

/** The idea journey page (docs/product.md §8.2): one idea, its chosen step, its guide's steps. */
export function IdeaJourneyScreen({
  id,
  guideWork,
}: {
  id: string;
  guideWork?: GuideWorkComponent;
}) {
  const idea = useIdeaQuery(id);

  if (idea.isPending) return <PageLoader label="Loading your idea..." />;
  // A refresh that fails after the idea was shown keeps it on screen: what the person sees is still theirs.
  if (idea.data) return <IdeaJourney idea={idea.data} GuideWork={guideWork} />;
  if (idea.isError) {
    return (
      <StatusScreen
        tone="danger"
        mark="!"
        title="Failed to load idea"
        actions={
          <>
            <Button
              variant="outline"
              size="lg"
              onClick={() => void idea.refetch()}
              disabled={idea.isFetching}
            >
              Try again
            </Button>
            <BackToIdeas />
          </>
        }
      >
        <p>{idea.error.message}</p>
      </StatusScreen>
    );
  }
  return (
    <StatusScreen mark="?" title="Idea not found" actions={<BackToIdeas />}>
      <p>It may have been deleted, or the link is not quite right.</p>
    </StatusScreen>
  );
}

/** 'Export' of a saved idea; with a stored guide, its bullet ticks and sub-steps too. */
function SavedIdeaExport({ source }: { source: ExportSource }) {
  return source.guide && source.step ? (
    <GuideExport source={source} step={source.step} />
  ) : (
    <ExportMenu source={source} />
  );
}

function GuideExport({ source, step }: { source: ExportSource; step: StepKind }) {
  // A saved idea's items are the database's; the tab key is only a visitor's.
  const items = useGuideItemsQuery({ ideaId: source.ideaId, kind: step, tabKey: '' }).data;
  return <ExportMenu source={{ ...source, ...(items ? { items } : {}) }} />;
}
