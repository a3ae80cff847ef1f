import { STEP_KEYS, STEP_TITLES, type StepKind } from '@/domain/vocabulary';
import { EXTRAS_LABELS } from '@/domain/vocabulary';
import type { ClarifiedIdea, Guide, GuideItem, StepProgress } from '@/domain/model';
import { bulletItemKey, itemAt, stepItemKey, subStepsOf } from '@/domain/guide-items';
import { START_HERE_KEY, startHereOf } from '@/domain/start-here';

/**
 * What every export (Markdown, task list, calendar, print) is built from: one plain shape, so that
 * each builder reads the same fields and a new field of the guide is mapped once, in
 * `toExportDocument` (docs/decisions/044-exports-from-one-document.md).
 */
export interface ExportDocument {
  /** The saved idea's id; null for a visitor's idea that lives only in this tab. */
  ideaId: string | null;
  idea: string;
  clarification: ClarifiedIdea | null;
  guide: ExportGuide | null;
}

interface ExportGuide {
  title: string;
  /** The guide's first small action, before its steps (docs/decisions/078-start-here.md). */
  startHere?: ExportStartHere;
  steps: ExportStep[];
  extrasLabel: string;
  extras: string[];
  timeline?: string;
}

export interface ExportStep {
  title: string;
  description: string;
  /** Minutes the step is expected to take, when the guide says. */
  estimate?: number;
  bullets?: ExportBullet[];
  subSteps?: ExportSubStep[];
  done: boolean;
}

export interface ExportStartHere {
  text: string;
  /** Minutes it is expected to take (5 to 15). */
  estimate: number;
  done: boolean;
}

interface ExportBullet {
  text: string;
  /** Present when the guide lets a bullet be ticked; absent for a plain bullet. */
  ticked?: boolean;
}

interface ExportSubStep {
  text: string;
  done: boolean;
  /** Minutes it is expected to take, when the AI said. */
  estimate?: number;
  /** Its own sub-steps, when it was broken down again. */
  subSteps?: ExportSubStep[];
}

/** The idea as the walkthrough and the idea page hold it. */
export interface ExportSource {
  ideaId: string | null;
  ideaText: string;
  clarification: ClarifiedIdea | null;
  step: StepKind | null;
  guide: Guide | null;
  progress: StepProgress;
  /** The guide's items (bullet ticks, sub-steps), when known: without them bullets are plain. */
  items?: readonly GuideItem[];
}

/** The sub-steps below `parentKey`, each with its own. */
const exportSubSteps = (items: readonly GuideItem[], parentKey: string): ExportSubStep[] =>
  subStepsOf(items, parentKey).map((item) => {
    const below = exportSubSteps(items, item.key);
    return {
      text: item.title ?? '',
      done: item.done,
      ...(item.minutes === null ? {} : { estimate: item.minutes }),
      ...(below.length > 0 ? { subSteps: below } : {}),
    };
  });

/** Today's idea and guide as an `ExportDocument`; the one place that knows both shapes. */
export function toExportDocument(source: ExportSource): ExportDocument {
  const { guide, step, items } = source;
  const kind = guide?.kind ?? step;
  const startHere = guide ? startHereOf(guide) : null;
  return {
    ideaId: source.ideaId,
    idea: source.ideaText,
    clarification: source.clarification,
    guide:
      guide && kind
        ? {
            title: STEP_TITLES[kind],
            ...(startHere
              ? {
                  startHere: {
                    text: startHere.title,
                    estimate: startHere.minutes,
                    done: (items && itemAt(items, START_HERE_KEY)?.done) ?? false,
                  },
                }
              : {}),
            steps: guide.steps.map((item, index) => {
              // Progress is kept for the first five steps; a step past them is never ticked.
              const key = STEP_KEYS[index];
              const itemKey = stepItemKey(index);
              const subSteps = items ? exportSubSteps(items, itemKey) : [];
              return {
                title: item.title,
                description: item.description,
                ...(item.minutes === undefined ? {} : { estimate: item.minutes }),
                bullets: item.content.map((text, bulletIndex) =>
                  items
                    ? {
                        text,
                        ticked: itemAt(items, bulletItemKey(itemKey, bulletIndex))?.done ?? false,
                      }
                    : { text },
                ),
                ...(subSteps.length > 0 ? { subSteps } : {}),
                done: key !== undefined && source.progress[key] === 'complete',
              };
            }),
            extrasLabel: EXTRAS_LABELS[kind],
            extras: guide.extras,
            ...(guide.timeline ? { timeline: guide.timeline } : {}),
          }
        : null,
  };
}

/** The steps still to do, in the guide's order, with their place in it (0-based). */
export const unfinishedSteps = (document: ExportDocument) =>
  (document.guide?.steps ?? [])
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => !step.done);

/**
 * 'Start here' while it is still ahead: not ticked, and some step still to do (once every step is
 * done, the way in is behind the person). The task list and the calendar begin with it.
 */
export const startHereAhead = (document: ExportDocument): ExportStartHere | null => {
  const startHere = document.guide?.startHere;
  return startHere && !startHere.done && unfinishedSteps(document).length > 0 ? startHere : null;
};

/** A file name from the idea's first words: letters, digits and dashes only. */
export function fileNameFor(document: ExportDocument, extension: string): string {
  const words = document.idea
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${words || 'clarity-idea'}.${extension}`;
}
