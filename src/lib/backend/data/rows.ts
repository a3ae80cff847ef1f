import * as z from 'zod';
import {
  IDEA_STATUSES,
  STEP_KEYS,
  STEP_KINDS,
  STEP_STATUSES,
  type StepKind,
} from '@/domain/vocabulary';
import { TRIAGE_IDEAS_MAX } from '@/config/constants';
import { clarificationFallback } from '@/domain/fallbacks';
import {
  CLARIFICATION_PARTS,
  type ClarifiedIdea,
  type Guide,
  type GuideItem,
  type Idea,
  type NewSubStep,
  type Portfolio,
  type ResultSource,
  type StepProgress,
  type UserStats,
} from '@/domain/model';

/**
 * Rows as both adapters receive them (PGlite and node-postgres hand back `Date`s, PostgREST ISO
 * strings), turned into the domain's shapes. Stored JSON is untrusted: a malformed clarification
 * reads as none and a malformed guide as missing, so the app regenerates it instead of crashing.
 */

const toIso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

const resultSourceSchema = z.enum(['ai', 'fallback']);

/**
 * A clarification as `ideas.structured_data` stores it: `audience`, not `targetAudience`, and who
 * wrote it in `source` (docs/decisions/027-fallback-source-inside-the-stored-json.md).
 */
const storedClarificationSchema = z.object({
  problem: z.string(),
  audience: z.string(),
  uniqueValue: z.string(),
  format: z.string(),
  challenges: z.array(z.string()),
  source: resultSourceSchema.optional().catch(undefined),
  // Parts filled from the general pointers (decision 094); rows from before have none.
  general: z.array(z.enum(CLARIFICATION_PARTS)).optional().catch(undefined),
});

export type StoredClarification = z.infer<typeof storedClarificationSchema>;

/** What goes into `ideas.structured_data`; the tags have a column of their own. */
export const toStoredClarification = (
  clarified: ClarifiedIdea,
  source: ResultSource,
): StoredClarification => ({
  problem: clarified.problem,
  audience: clarified.targetAudience,
  uniqueValue: clarified.uniqueValue,
  format: clarified.format,
  challenges: clarified.challenges,
  source,
  ...(clarified.general?.length ? { general: clarified.general } : {}),
});

/**
 * Rows saved before the source was recorded have none: the fallback's own problem text gives a
 * fallback away, anything else was the AI's.
 */
const sourceOf = (stored: StoredClarification): ResultSource =>
  stored.source ?? (stored.problem === clarificationFallback().problem ? 'fallback' : 'ai');

function toClarification(
  stored: unknown,
): { clarified: ClarifiedIdea; source: ResultSource } | null {
  const parsed = storedClarificationSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { audience, source: _source, general, ...rest } = parsed.data;
  return {
    clarified: { ...rest, targetAudience: audience, ...(general?.length ? { general } : {}) },
    source: sourceOf(parsed.data),
  };
}

const stepProgressSchema = z.partialRecord(z.enum(STEP_KEYS), z.enum(STEP_STATUSES));

const guideSchema = z.object({
  steps: z
    .array(
      z.object({
        title: z.string(),
        description: z.string(),
        content: z.array(z.string()),
        // Guides stored before estimates have none (docs/product.md §5.6).
        minutes: z.number().int().positive().optional(),
      }),
    )
    .min(1),
  extras: z.array(z.string()),
  timeline: z.string().optional(),
  // Guides stored before 'Start here' have none; one unreadable is left out, the guide kept.
  startHere: z
    .object({ title: z.string().min(1), minutes: z.number().int().positive() })
    .optional()
    .catch(undefined),
});

const userStatsSchema = z.object({
  ideasClarified: z.coerce.number().int().nonnegative(),
  guidesCompleted: z.coerce.number().int().nonnegative(),
  feedbackGiven: z.coerce.number().int().nonnegative(),
});

export interface IdeaRow {
  id: string;
  user_id: string;
  idea_text: string;
  structured_data: unknown;
  status: string;
  parked_from: string | null;
  tags: string[] | null;
  selected_next_step: string | null;
  step_progress: unknown;
  created_at: unknown;
  updated_at: unknown;
}

export const IDEA_COLUMNS: string =
  'id, user_id, idea_text, structured_data, status, parked_from, tags, selected_next_step, step_progress, created_at, updated_at';

export function toIdea(row: IdeaRow): Idea {
  const progress = stepProgressSchema.safeParse(row.step_progress ?? {});
  const clarification = toClarification(row.structured_data);
  return {
    id: row.id,
    user_id: row.user_id,
    idea_text: row.idea_text,
    structured_data: clarification?.clarified ?? null,
    clarification_source: clarification?.source ?? 'ai',
    status: (IDEA_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as Idea['status'])
      : 'draft',
    parked_from: (IDEA_STATUSES as readonly string[]).includes(row.parked_from ?? '')
      ? (row.parked_from as Idea['status'])
      : null,
    tags: row.tags ?? [],
    selected_next_step: (STEP_KINDS as readonly string[]).includes(row.selected_next_step ?? '')
      ? (row.selected_next_step as StepKind)
      : null,
    step_progress: progress.success ? (progress.data as StepProgress) : {},
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** What is stored in `idea_guides.guide`: the guide without its kind, which has its own column. */
export type StoredGuide = Omit<Guide, 'kind'>;

export const toStoredGuide = (guide: Guide): StoredGuide => ({
  steps: guide.steps,
  extras: guide.extras,
  ...(guide.timeline !== undefined ? { timeline: guide.timeline } : {}),
  ...(guide.startHere !== undefined ? { startHere: guide.startHere } : {}),
});

export function toGuide(kind: StepKind, stored: unknown): Guide | null {
  const parsed = guideSchema.safeParse(stored);
  if (!parsed.success) return null;
  const { timeline, startHere, ...rest } = parsed.data;
  return {
    kind,
    ...rest,
    ...(timeline === undefined ? {} : { timeline }),
    ...(startHere === undefined ? {} : { startHere }),
  };
}

export const toUserStats = (value: unknown): UserStats => userStatsSchema.parse(value);

/** A row of `public.guide_items` as both adapters receive it. */
export interface GuideItemRow {
  item_key: string;
  title: string | null;
  estimate_minutes: number | null;
  done: boolean;
  seconds_spent: number;
}

export const GUIDE_ITEM_COLUMNS: string = 'item_key, title, estimate_minutes, done, seconds_spent';

export const toGuideItem = (row: GuideItemRow): GuideItem => ({
  key: row.item_key,
  title: row.title,
  minutes: row.estimate_minutes === null ? null : Number(row.estimate_minutes),
  done: row.done,
  secondsSpent: Number(row.seconds_spent),
});

interface StoredSubStep {
  title: string;
  minutes: number | null;
  done: boolean;
  seconds: number;
  subSteps?: StoredSubStep[];
}

/** The `sub_steps` argument of `public.replace_sub_steps`. */
export const toStoredSubSteps = (subSteps: NewSubStep[]): StoredSubStep[] =>
  subSteps.map((subStep) => ({
    title: subStep.title,
    minutes: subStep.minutes,
    done: subStep.done ?? false,
    seconds: subStep.secondsSpent ?? 0,
    ...(subStep.subSteps ? { subSteps: toStoredSubSteps(subStep.subSteps) } : {}),
  }));
export interface PortfolioRow {
  user_id: string;
  focus_idea_id: string | null;
  last_triage: unknown;
  shelf_hidden: unknown;
}

export const PORTFOLIO_COLUMNS = 'user_id, focus_idea_id, last_triage, shelf_hidden';

const rating = z.number().int().min(1).max(5);

export const triageSchema = z.object({
  entries: z
    .array(
      z.object({
        ideaId: z.string(),
        ratings: z.object({ excitement: rating, effort: rating, energy: rating, evidence: rating }),
        reason: z.string().catch(''),
      }),
    )
    .max(TRIAGE_IDEAS_MAX),
  madeAt: z.string(),
});

export const shelfHiddenSchema = z.record(z.string(), z.string());

/** An ISO date as `public.restore_shelf_hidden` takes it (`toISOString`, or with an offset). */
const SHELF_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const SHELF_HIDE_MAX_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The 'Not now' dates of a data file worth restoring, under the ideas' new ids: only imported
 * ideas, and only dates still ahead and at most a year away, as the database takes them. A date
 * that does not read, or hides nothing any more, is left out instead of refusing the whole file:
 * the idea simply shows on the shelf again.
 */
export function restorableShelfDates(
  file: Readonly<Record<string, string>>,
  newIds: ReadonlyMap<string, string>,
  now: Date,
): Record<string, string> {
  const restorable: Record<string, string> = {};
  for (const [ideaId, until] of Object.entries(file)) {
    const newId = newIds.get(ideaId);
    const time = SHELF_DATE.test(until) ? Date.parse(until) : Number.NaN;
    if (newId && time > now.getTime() && time <= now.getTime() + SHELF_HIDE_MAX_MS)
      restorable[newId] = until;
  }
  return restorable;
}

const EMPTY_PORTFOLIO: Portfolio = { focusIdeaId: null, lastTriage: null, shelfHidden: {} };

/** A stored portfolio; a malformed triage or shelf map reads as none, like any stored JSON. */
export function toPortfolio(row: PortfolioRow | null): Portfolio {
  if (!row) return EMPTY_PORTFOLIO;
  const triage = triageSchema.safeParse(row.last_triage);
  const hidden = shelfHiddenSchema.safeParse(row.shelf_hidden);
  return {
    focusIdeaId: row.focus_idea_id,
    lastTriage: triage.success ? triage.data : null,
    shelfHidden: hidden.success ? hidden.data : {},
  };
}
