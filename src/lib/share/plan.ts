import type { ClarifiedIdea, Guide, ResultSource, StepProgress } from '@/domain/model';
import { STEP_KEYS } from '@/domain/vocabulary';

/**
 * A plan as 'Share' puts it in a link (docs/decisions/087-a-plan-shared-inside-its-link.md): the
 * idea's words, its clarification, the chosen step's guide and which of its steps were ticked when
 * the link was made. Nothing else: no id, no account, no e-mail, no time spent.
 */
export interface SharedPlan {
  idea: string;
  clarification: Omit<ClarifiedIdea, 'tags'>;
  /** General pointers stay marked as such in the copy too. */
  clarificationSource: ResultSource;
  guide: Guide;
  guideSource: ResultSource;
  /** The guide's steps ticked when the link was made, 0-based. */
  done: number[];
}

/**
 * What `/shared` hands to `/` with 'Make it mine', in the navigation's state: the copy is kept
 * there, where the journey's writes are already loaded (KeepSharedPlan).
 */
export interface SharedPlanHandover {
  keepSharedPlan: SharedPlan;
}

/** The version of the link's format this build writes; a higher one is from a newer build. */
export const SHARED_PLAN_VERSION = 1;

/** What a page holds of the idea it shows, which 'Share' turns into a plan. */
export interface ShareSource {
  ideaText: string;
  clarification: ClarifiedIdea;
  clarificationSource: ResultSource;
  guide: Guide;
  guideSource: ResultSource;
  progress: StepProgress;
}

/** The plan of what a page shows, field by field, so that nothing more slips into the link. */
export function toSharedPlan(source: ShareSource): SharedPlan {
  const { clarification: clarified, guide } = source;
  return {
    idea: source.ideaText,
    clarification: {
      problem: clarified.problem,
      targetAudience: clarified.targetAudience,
      uniqueValue: clarified.uniqueValue,
      format: clarified.format,
      challenges: [...clarified.challenges],
    },
    clarificationSource: source.clarificationSource,
    guide: {
      kind: guide.kind,
      steps: guide.steps.map((step) => ({
        title: step.title,
        description: step.description,
        content: [...step.content],
        ...(step.minutes === undefined ? {} : { minutes: step.minutes }),
      })),
      extras: [...guide.extras],
      ...(guide.timeline ? { timeline: guide.timeline } : {}),
      ...(guide.startHere
        ? { startHere: { title: guide.startHere.title, minutes: guide.startHere.minutes } }
        : {}),
    },
    guideSource: source.guideSource,
    done: guide.steps
      .map((_step, index) => index)
      .filter((index) => {
        const key = STEP_KEYS[index];
        return key !== undefined && source.progress[key] === 'complete';
      }),
  };
}
