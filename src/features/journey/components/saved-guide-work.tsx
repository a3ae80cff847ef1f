import type { ReactNode } from 'react';
import { STEP_KEYS } from '@/domain/vocabulary';
import type { AiModule } from '@/features/journey/hooks/use-ai-module';
import { useGuideWorkAt } from '@/features/journey/hooks/use-guide-work';
import { guideMinutesLeft, remainingLabel } from '@/features/journey/model/time';
import type { ClarifiedIdea, Guide, Idea } from '@/domain/model';
import { itemAt, stepItemKey } from '@/domain/guide-items';
import { useLazyModule } from '@/lib/use-lazy-module';
import { startHereOf } from '@/domain/start-here';
import { StartHere } from './start-here';
import { StepTime } from './step-time';
import { StepWork } from './step-work';

// The idea page fetches the AI module itself ('Break it down' waits for it): sharing the journey's
// loader with this route would move that loader into a chunk `/` loads first
// (docs/decisions/058-the-guides-work-on-the-idea-page.md).
const loadAi = (): Promise<AiModule> => import('@/lib/ai');

/** What a screen listing a stored guide's steps places around each of them. */
export interface SavedGuideParts {
  /** 'about 1 h 40 min left', or null when the estimates support no total (or nothing is left). */
  timeLeft: string | null;
  /** Beside a step's title: its estimate, or what it took once done and timed. */
  stepTime: (index: number) => ReactNode;
  /** Below a step: its bullets' ticks, 'Break it down' and its sub-steps. */
  stepWork: (index: number) => ReactNode;
  /** Above the steps: the guide's first small action, ticked and timed. */
  startHere: ReactNode;
}

/**
 * The work inside a saved idea's stored guide, for the idea page (docs/product.md §8.2): the same
 * items, hooks and controls as the walkthrough's, so a tick made in either shows in both.
 */
export function SavedGuideWork({
  idea,
  clarified,
  guide,
  children,
}: {
  idea: Idea;
  clarified: ClarifiedIdea;
  guide: Guide;
  children: (parts: SavedGuideParts) => ReactNode;
}) {
  // A stored guide's items are the database's; the tab key is only for a guide kept in the tab.
  const ai = useLazyModule(loadAi);
  const work = useGuideWorkAt(
    { ideaId: idea.id, kind: guide.kind, tabKey: '' },
    { text: idea.idea_text, clarified },
    { connected: ai ? ai.getAiConnection().kind !== 'not-connected' : true, load: loadAi },
  );
  const isDone = (index: number) => {
    const key = STEP_KEYS[index];
    return key !== undefined && idea.step_progress[key] === 'complete';
  };
  const startHere = startHereOf(guide);
  const left = guideMinutesLeft(
    guide.steps.slice(0, STEP_KEYS.length),
    isDone,
    work.items,
    startHere,
  );
  return children({
    timeLeft: left ? remainingLabel(left) : null,
    stepTime: (index) => {
      const step = guide.steps[index];
      if (!step) return null;
      const seconds = isDone(index)
        ? (itemAt(work.items, stepItemKey(index))?.secondsSpent ?? 0)
        : 0;
      return <StepTime minutes={step.minutes} seconds={seconds} />;
    },
    stepWork: (index) => {
      const step = guide.steps[index];
      return step ? <StepWork work={work} step={step} index={index} /> : null;
    },
    startHere: <StartHere work={work} action={startHere} />,
  });
}
