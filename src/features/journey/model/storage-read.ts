// Loaded on demand: validating what comes back from storage needs zod, which the first paint does not.
import * as z from 'zod/mini';
import { RECENT_IDEAS_MAX } from '@/config/constants';
import { STEP_KEYS, STEP_KINDS, STEP_STATUSES } from '@/domain/vocabulary';
import { CLARIFICATION_PARTS } from '@/domain/model';
import type { SessionEnd } from '@/lib/session/session-provider';
import {
  initialStage,
  journeyReducer,
  type CurrentIdea,
  type GuideState,
  type SavedIdeaRequest,
  type Stage,
} from './journey';
import { readJson, saveJourney, type RecentIdea } from './storage';
import { progressTabKey, readTabProgress, writeTabProgress } from '@/lib/api/ideas/tab-progress';
import { JOURNEY_KEY, RECENT_KEY } from './tab-keys';

/**
 * Reading back what the journey stored (docs/product.md §5.9,
 * docs/decisions/014-visitor-journey-in-session-storage.md). sessionStorage was written by this
 * tab, perhaps by an older build, so every read is validated and anything odd is simply dropped.
 */

const text = z.string();
const clarifiedSchema = z.object({
  problem: text,
  targetAudience: text,
  uniqueValue: text,
  format: text,
  challenges: z.array(text),
  tags: z.optional(z.array(text)),
  general: z.optional(z.array(z.enum(CLARIFICATION_PARTS))),
});
const sourceSchema = z.enum(['ai', 'fallback']);
const fallbackReasonSchema = z.optional(z.enum(['not-connected', 'failed']));
const stepKindSchema = z.enum(STEP_KINDS);

const ideaSchema = z.object({
  text: text,
  clarified: clarifiedSchema,
  source: sourceSchema,
  ideaId: z.nullable(text),
  step: z.nullable(stepKindSchema),
  /**
   * Kept with the idea by builds before step progress had one home
   * (docs/decisions/085-one-home-for-step-progress.md); read once, into the tab's store.
   */
  progress: z.optional(z.partialRecord(z.enum(STEP_KEYS), z.enum(STEP_STATUSES))),
  fallbackReason: fallbackReasonSchema,
  aiFailed: z.optional(z.boolean()),
});

type StoredIdea = z.infer<typeof ideaSchema>;

/**
 * The idea as the journey holds it now. An older build's ticks of an idea kept in the tab move to
 * the tab's store, unless it already holds some; a saved idea's are in the account.
 */
function currentIdea({ progress, ...idea }: StoredIdea): CurrentIdea {
  const tabKey = progressTabKey(idea.text);
  if (progress && idea.ideaId === null && Object.keys(readTabProgress(tabKey)).length === 0)
    writeTabProgress(tabKey, progress);
  return idea as CurrentIdea;
}

const guideSchema = z.object({
  guide: z.object({
    kind: stepKindSchema,
    steps: z.array(
      z.object({
        title: text,
        description: text,
        content: z.array(text),
        minutes: z.optional(z.number().check(z.int(), z.positive())),
      }),
    ),
    extras: z.array(text),
    timeline: z.optional(text),
    // A journey kept in the tab before 'Start here' has none: the guide derives one.
    startHere: z.optional(
      z.object({ title: text, minutes: z.number().check(z.int(), z.positive()) }),
    ),
  }),
  source: sourceSchema,
  fallbackReason: fallbackReasonSchema,
});

const storedStageSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('input'), draft: text }),
  z.object({ name: z.literal('clarification'), idea: ideaSchema }),
  z.object({ name: z.literal('selector'), idea: ideaSchema }),
  z.object({ name: z.literal('walkthrough'), idea: ideaSchema, guide: z.nullable(guideSchema) }),
]);

export function loadJourney(): Stage | null {
  const parsed = storedStageSchema.safeParse(readJson(JOURNEY_KEY));
  if (!parsed.success) return null;
  const stored = parsed.data;
  switch (stored.name) {
    case 'input':
      return { name: 'input', draft: stored.draft, error: null };
    case 'clarification':
    case 'selector':
      return { name: stored.name, idea: currentIdea(stored.idea) };
    case 'walkthrough':
      return {
        name: 'walkthrough',
        idea: currentIdea(stored.idea),
        guide: stored.guide as GuideState | null,
      };
  }
}

const recentSchema = z.array(
  z.object({ id: text, text: text, problem: text, createdAt: z.number() }),
);

export function loadRecentIdeas(): RecentIdea[] {
  const parsed = recentSchema.safeParse(readJson(RECENT_KEY));
  return parsed.success ? (parsed.data as RecentIdea[]).slice(0, RECENT_IDEAS_MAX) : [];
}

// --- The URL's ways into the journey (docs/product.md §5.10) -------------------------------------

const ideaId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const resumeSchema = z.object({ resume: z.literal('true'), ideaId, step: z.enum(STEP_KINDS) });
const selectSchema = z.object({ selectStep: z.literal('true'), ideaId });

/** `?resume=true&ideaId=…&step=…` or `?selectStep=true&ideaId=…`; anything else (a typo, an unknown step) is ignored. */
export function parseJourneyRequest(params: URLSearchParams): SavedIdeaRequest | null {
  const raw = Object.fromEntries(params.entries());
  const resume = resumeSchema.safeParse(raw);
  if (resume.success)
    return { target: 'walkthrough', ideaId: resume.data.ideaId, step: resume.data.step };
  const select = selectSchema.safeParse(raw);
  if (select.success) return { target: 'selector', ideaId: select.data.ideaId };
  return null;
}

/**
 * A session was lost, wherever in the app the person was: the stored journey keeps what the journey
 * itself keeps when it is on screen (`sessionLost`: an idea not yet saved, as the next draft). The
 * rest went at once, in `forgetSessionAtOnce` (docs/product.md §5.9, §5.11, §7.7).
 */
export function forgetStoredJourney(end: SessionEnd): void {
  saveJourney(journeyReducer(loadJourney() ?? initialStage, { type: 'sessionLost', end }));
}
