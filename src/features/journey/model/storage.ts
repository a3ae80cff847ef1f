// zod/mini: the tree-shakable validator, because the journey shell is in the first page load.
import * as z from 'zod/mini';
import {
  RECENT_IDEAS_MAX,
  STEP_KEYS,
  STEP_KINDS,
  STEP_STATUSES,
} from '@/config/constants';
import type { CurrentIdea, GuideState, Stage } from './journey';

/**
 * What survives a reload (DESIGN §7): the stage with the current idea, its clarification, guide and
 * ticks, plus the session's recent ideas. sessionStorage is written by this tab and read back later,
 * perhaps by a newer build, so every read is validated and anything odd is simply dropped.
 */

const JOURNEY_KEY = 'clarity.journey';
const RECENT_KEY = 'clarity.recent-ideas';

const text = z.string();
const clarifiedSchema = z.object({
  problem: text,
  targetAudience: text,
  uniqueValue: text,
  format: text,
  challenges: z.array(text),
  tags: z.optional(z.array(text)),
});
const sourceSchema = z.enum(['ai', 'fallback']);
const stepKindSchema = z.enum(STEP_KINDS);

const ideaSchema = z.object({
  text: text,
  clarified: clarifiedSchema,
  source: sourceSchema,
  ideaId: z.nullable(text),
  step: z.nullable(stepKindSchema),
  progress: z.partialRecord(z.enum(STEP_KEYS), z.enum(STEP_STATUSES)),
});

const guideSchema = z.object({
  guide: z.object({
    kind: stepKindSchema,
    steps: z.array(z.object({ title: text, description: text, content: z.array(text) })),
    extras: z.array(text),
    timeline: z.optional(text),
  }),
  source: sourceSchema,
});

const storedStageSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('input'), draft: text }),
  z.object({ name: z.literal('clarification'), idea: ideaSchema }),
  z.object({ name: z.literal('selector'), idea: ideaSchema }),
  z.object({ name: z.literal('walkthrough'), idea: ideaSchema, guide: z.nullable(guideSchema) }),
]);

type StoredStage = z.infer<typeof storedStageSchema>;

const readJson = (key: string): unknown => {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
};

const writeJson = (key: string, value: unknown) => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or refused (private mode): the journey still works, it just won't survive a reload.
  }
};

/** What of a stage is worth keeping. A processing stage comes back as the input with its text. */
const toStored = (stage: Stage): StoredStage | null => {
  switch (stage.name) {
    case 'input':
      return stage.draft.trim() === '' ? null : { name: 'input', draft: stage.draft };
    case 'processing':
      return { name: 'input', draft: stage.ideaText };
    case 'clarification':
    case 'selector':
      return { name: stage.name, idea: stage.idea };
    case 'walkthrough':
      return { name: 'walkthrough', idea: stage.idea, guide: stage.guide };
    default:
      return null;
  }
};

export function saveJourney(stage: Stage): void {
  writeJson(JOURNEY_KEY, toStored(stage));
}

export function loadJourney(): Stage | null {
  const parsed = storedStageSchema.safeParse(readJson(JOURNEY_KEY));
  if (!parsed.success) return null;
  const stored = parsed.data;
  switch (stored.name) {
    case 'input':
      return { name: 'input', draft: stored.draft, error: null };
    case 'clarification':
    case 'selector':
      return { name: stored.name, idea: stored.idea as CurrentIdea };
    case 'walkthrough':
      return { name: 'walkthrough', idea: stored.idea as CurrentIdea, guide: stored.guide as GuideState | null };
  }
}

export function clearJourney(): void {
  writeJson(JOURNEY_KEY, null);
}

// --- Recent ideas of this browser session --------------------------------------------------------

const recentSchema = z.array(
  z.object({ id: text, text: text, problem: text, createdAt: z.number() }),
);

export type RecentIdea = z.infer<typeof recentSchema>[number];

export function loadRecentIdeas(): RecentIdea[] {
  const parsed = recentSchema.safeParse(readJson(RECENT_KEY));
  return parsed.success ? parsed.data.slice(0, RECENT_IDEAS_MAX) : [];
}

/** Puts an idea on top of the session's list, keeping the newest few. */
export function rememberRecentIdea(idea: Omit<RecentIdea, 'id' | 'createdAt'>): RecentIdea[] {
  const entry: RecentIdea = { ...idea, id: crypto.randomUUID(), createdAt: Date.now() };
  const next = [entry, ...loadRecentIdeas()].slice(0, RECENT_IDEAS_MAX);
  writeJson(RECENT_KEY, next);
  return next;
}

/** Cuts text at `max` characters, with an ellipsis when something was cut. */
export const truncate = (value: string, max: number): string =>
  value.length > max ? `${value.slice(0, max).trimEnd()}…` : value;
