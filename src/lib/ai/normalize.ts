import * as z from 'zod/mini';
import {
  BREAKDOWN_SUBSTEPS_MAX,
  BREAKDOWN_SUBSTEPS_MIN,
  CHALLENGES_MAX,
  CHALLENGES_MIN,
  GUIDE_STEPS_MAX,
  GUIDE_STEPS_MIN,
  GUIDE_STEPS_MVP,
  START_HERE_MINUTES_MAX,
  START_HERE_MINUTES_MIN,
  STEP_MINUTES_MAX,
  STEP_MINUTES_MIN,
  TAGS_MAX,
} from '@/config/constants';
import { type StepKind } from '@/domain/vocabulary';
import type { ClarificationPart, ClarifiedIdea, Guide, GuideStep, StartHere } from '@/domain/model';
import { hasSubstance } from '@/domain/substance';

/** A smaller action a breakdown splits a step into, with the AI's estimate in minutes. */
export interface BreakdownSubStep {
  title: string;
  minutes: number | null;
}
import { FALLBACK_CHALLENGES } from '@/domain/fallbacks';
import { EXTRAS_KEYS } from './labels';

/**
 * Turns whatever the model wrote into the shapes the screens need, repairing what can be repaired:
 * JSON inside code fences or prose is found, wrong-typed fields are coerced, lists are clamped and
 * long strings cut (docs/product.md §10.4). `null` means "cannot be repaired": the caller takes the
 * fallback of docs/product.md §10.5.
 */

export const LIMITS = {
  /** One field of the clarification or a step description. */
  text: 600,
  /** A challenge, a bullet point, a step title. */
  item: 240,
  title: 80,
  extra: 60,
  extrasMax: 8,
  bulletsMax: 6,
  tag: 24,
} as const;

export function clampText(value: string, max: number): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Cut at a word boundary when one is near, so the text doesn't end mid-word.
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

// --- Finding the JSON ---------------------------------------------------------------------------

/** Every balanced {...} in `text` that parses, outermost first, scanning string literals correctly. */
function jsonObjects(text: string): unknown[] {
  const found: unknown[] = [];
  let start = text.indexOf('{');
  while (start !== -1) {
    let depth = 0;
    let inString = false;
    let end = -1;
    for (let i = start; i < text.length; i++) {
      const char = text[i];
      if (inString) {
        if (char === '\\') i++;
        else if (char === '"') inString = false;
      } else if (char === '"') inString = true;
      else if (char === '{') depth++;
      else if (char === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end === -1) {
      // Never closed (cut off, or a stray brace): an object may still start inside it.
      start = text.indexOf('{', start + 1);
      continue;
    }
    try {
      found.push(JSON.parse(text.slice(start, end + 1)));
      start = text.indexOf('{', end + 1);
    } catch {
      // Not JSON as a whole: an object may still start inside it.
      start = text.indexOf('{', start + 1);
    }
  }
  return found;
}

/**
 * The JSON values a model's answer may hold, most likely first: the whole answer, the contents of
 * ``` fences, then every object found in the prose.
 */
export function jsonCandidates(text: string): unknown[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  try {
    return [JSON.parse(trimmed)];
  } catch {
    // Not bare JSON: look inside fences, then anywhere.
  }
  const candidates: unknown[] = [];
  for (const match of trimmed.matchAll(/```[\w-]*\s*\n?([\s\S]*?)```/g)) {
    const inner = match[1]?.trim() ?? '';
    try {
      candidates.push(JSON.parse(inner));
    } catch {
      candidates.push(...jsonObjects(inner));
    }
  }
  return [...candidates, ...jsonObjects(trimmed)];
}

/** The first JSON value in a model's answer: bare, in a ``` fence, or inside prose. */
export const extractJson = (text: string): unknown => jsonCandidates(text)[0];

// --- Lenient field schemas ----------------------------------------------------------------------

const toText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(toText).filter(Boolean).join('; ');
  return '';
};

/** Markdown the prompt asked the model not to write: bold markers, which show as text. */
export const plain = (text: string) => text.replace(/\*\*|__/g, '');

/** A list item without the bullet or number a model may put in front of it. */
export const unbullet = (item: string) => item.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '');

/** A list given as an array, or as one string of lines or bullets. */
const toList = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map((item) => unbullet(plain(toText(item))));
  if (typeof value === 'string')
    return value.split(/\r?\n|;\s+|•/).map((line) => unbullet(plain(line)));
  return [];
};

const lenientText = (max: number) =>
  z.catch(
    z.pipe(
      z.unknown(),
      z.transform((value: unknown) => clampText(plain(toText(value)), max)),
    ),
    '',
  );

const lenientList = (maxItems: number, maxLength: number) =>
  z.catch(
    z.pipe(
      z.unknown(),
      z.transform((value: unknown) => {
        const seen = new Set<string>();
        const items: string[] = [];
        for (const raw of toList(value)) {
          const item = clampText(raw, maxLength);
          const key = item.toLowerCase();
          if (!item || seen.has(key)) continue;
          seen.add(key);
          items.push(item);
        }
        return items.slice(0, maxItems);
      }),
    ),
    [],
  );

/**
 * An estimate in whole minutes, clamped to [min, max]: a number, or a text such as "20", "20 min"
 * or "1.5 hours". Nothing usable (missing, zero, negative, words) is `undefined`: an estimate the
 * model did not really give is better left out than invented.
 */
export function toMinutes(
  value: unknown,
  min: number = STEP_MINUTES_MIN,
  max: number = STEP_MINUTES_MAX,
): number | undefined {
  let minutes: number;
  if (typeof value === 'number') minutes = value;
  else if (typeof value === 'string') {
    const match = /(\d+(?:[.,]\d+)?)\s*(h|hours?|hrs?)?\b/i.exec(value);
    if (!match) return undefined;
    minutes = Number(match[1]!.replace(',', '.')) * (match[2] ? 60 : 1);
  } else return undefined;
  if (!Number.isFinite(minutes) || minutes <= 0) return undefined;
  return Math.min(max, Math.max(min, Math.round(minutes)));
}

// --- Clarification ------------------------------------------------------------------------------

const rawClarification = z.looseObject({
  problem: lenientText(LIMITS.text),
  targetAudience: lenientText(LIMITS.text),
  target_audience: lenientText(LIMITS.text),
  audience: lenientText(LIMITS.text),
  uniqueValue: lenientText(LIMITS.text),
  unique_value: lenientText(LIMITS.text),
  format: lenientText(LIMITS.text),
  challenges: lenientList(CHALLENGES_MAX, LIMITS.item),
  tags: lenientList(TAGS_MAX * 2, LIMITS.tag * 2),
});

export function normalizeTags(tags: string[]): string[] {
  const result: string[] = [];
  for (const tag of tags) {
    const clean = tag
      .toLowerCase()
      .replace(/^#/, '')
      .replace(/[^\p{L}\p{N}\s-]/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (clean && clean.length <= LIMITS.tag && !result.includes(clean)) result.push(clean);
  }
  return result.slice(0, TAGS_MAX);
}

/** Pads a short list of challenges from the generic ones, never repeating one. */
function padChallenges(challenges: string[]): string[] {
  const result = [...challenges];
  for (const generic of FALLBACK_CHALLENGES) {
    if (result.length >= CHALLENGES_MIN) break;
    if (!result.some((c) => c.toLowerCase() === generic.toLowerCase())) result.push(generic);
  }
  return result;
}

/** The first of `texts` that says something (src/domain/substance.ts), or ''. */
const firstWithSubstance = (...texts: string[]): string => texts.find(hasSubstance) ?? '';

/**
 * The clarification from a parsed answer. A field without substance (':' or 'N/A', fewer than three
 * letters) counts as missing: it is filled from the general pointers and named in `general`, so the
 * screen never shows it as the AI's. Cannot be repaired (null) when it is not an object or carries
 * neither a problem nor an audience nor a unique value: then nothing in it is about the idea.
 */
export function normalizeClarification(
  value: unknown,
  fallback: ClarifiedIdea,
): ClarifiedIdea | null {
  const parsed = rawClarification.safeParse(value);
  if (!parsed.success) return null;
  const raw = parsed.data;
  const own: Record<Exclude<ClarificationPart, 'challenges'>, string> = {
    problem: firstWithSubstance(raw.problem),
    targetAudience: firstWithSubstance(raw.targetAudience, raw.target_audience, raw.audience),
    uniqueValue: firstWithSubstance(raw.uniqueValue, raw.unique_value),
    format: firstWithSubstance(raw.format),
  };
  if (!own.problem && !own.targetAudience && !own.uniqueValue) return null;
  const ownChallenges = raw.challenges.filter(hasSubstance);
  const challenges = padChallenges(ownChallenges);
  const general: ClarificationPart[] = (Object.keys(own) as (keyof typeof own)[]).filter(
    (part) => !own[part],
  );
  // Padded from the generic ones: the list is partly general too.
  if (challenges.length > ownChallenges.length) general.push('challenges');
  const tags = normalizeTags(raw.tags);
  return {
    problem: own.problem || fallback.problem,
    targetAudience: own.targetAudience || fallback.targetAudience,
    uniqueValue: own.uniqueValue || fallback.uniqueValue,
    format: own.format || fallback.format,
    challenges,
    ...(tags.length > 0 ? { tags } : {}),
    ...(general.length > 0 ? { general } : {}),
  };
}

// --- Guide --------------------------------------------------------------------------------------

const rawStep = z.looseObject({
  title: lenientText(LIMITS.title),
  description: lenientText(LIMITS.text),
  content: lenientList(LIMITS.bulletsMax, LIMITS.item),
});

const toStep = (value: unknown): GuideStep | null => {
  const parsed = rawStep.safeParse(value);
  if (!parsed.success) return null;
  const title = firstWithSubstance(parsed.data.title);
  const description = firstWithSubstance(parsed.data.description);
  const content = parsed.data.content.filter(hasSubstance);
  // A step needs a title and something to do; a missing description is only cosmetic.
  if (!title || (content.length === 0 && !description)) return null;
  const minutes = toMinutes((value as Record<string, unknown>).minutes);
  return { title, description, content, ...(minutes === undefined ? {} : { minutes }) };
};

const rawGuide = z.looseObject({
  steps: z.catch(z.array(z.unknown()), []),
  extras: lenientList(LIMITS.extrasMax, LIMITS.extra),
  timeline: lenientText(LIMITS.text),
});

/**
 * 'Start here' from a parsed answer: an object with a title (or an action) and minutes, or a bare
 * text. Its estimate is clamped to 5-15 minutes, the promise of a first small action; one without
 * an estimate, or without text, is left out and the screen derives one from the first step.
 */
function toStartHere(value: unknown): StartHere | null {
  const raw = typeof value === 'string' ? { title: value } : value;
  if (!raw || typeof raw !== 'object') return null;
  const { title, action, minutes, estimate } = raw as Record<string, unknown>;
  const text = clampText(unbullet(plain(toText(title ?? action))), LIMITS.item);
  const clamped = toMinutes(minutes ?? estimate, START_HERE_MINUTES_MIN, START_HERE_MINUTES_MAX);
  // 'Start here' never shows without an action: one with no substance is derived instead.
  return hasSubstance(text) && clamped !== undefined ? { title: text, minutes: clamped } : null;
}

const maxGuideSteps = (kind: StepKind) => (kind === 'mvp' ? GUIDE_STEPS_MVP : GUIDE_STEPS_MAX);

/**
 * The guide from a parsed answer. Extras may come under their kind's key (tools, resources, ...)
 * or as `extras`. Fewer than GUIDE_STEPS_MIN usable steps cannot be repaired (null).
 */
export function normalizeGuide(kind: StepKind, value: unknown): Guide | null {
  const parsed = rawGuide.safeParse(value);
  if (!parsed.success) return null;
  const raw = parsed.data;
  const steps = raw.steps
    .map(toStep)
    .filter((step): step is GuideStep => step !== null)
    .slice(0, maxGuideSteps(kind));
  if (steps.length < GUIDE_STEPS_MIN) return null;
  const record = value as Record<string, unknown>;
  const keyed = lenientList(LIMITS.extrasMax, LIMITS.extra).parse(record[EXTRAS_KEYS[kind]]);
  const startHere = toStartHere(record.startHere ?? record.start_here);
  return {
    kind,
    steps,
    extras: keyed.length > 0 ? keyed : raw.extras,
    ...(kind === 'mvp' && raw.timeline ? { timeline: raw.timeline } : {}),
    ...(startHere ? { startHere } : {}),
  };
}

// --- Breakdown ----------------------------------------------------------------------------------

/** The most minutes a sub-step's estimate may say (as the database keeps it). */
const SUB_STEP_MINUTES_MAX = 600;

/** The list of sub-steps under the name the schema asks for, or one a model used instead. */
export const breakdownList = (value: Record<string, unknown>): unknown =>
  value.subSteps ?? value.sub_steps ?? value.steps ?? value.actions;

/**
 * One sub-step from a parsed answer: a title (a bare string counts, without an estimate) and its
 * minutes; null when it has no text.
 */
export function toSubStep(value: unknown): BreakdownSubStep | null {
  const raw = typeof value === 'string' ? { title: value } : value;
  if (!raw || typeof raw !== 'object') return null;
  const { title, action, minutes, estimate } = raw as Record<string, unknown>;
  const text = clampText(unbullet(plain(toText(title ?? action))), LIMITS.item);
  return text
    ? { title: text, minutes: toMinutes(minutes ?? estimate, 1, SUB_STEP_MINUTES_MAX) ?? null }
    : null;
}

/**
 * The sub-steps from a parsed answer, at most BREAKDOWN_SUBSTEPS_MAX, repeated ones dropped. Fewer
 * than BREAKDOWN_SUBSTEPS_MIN cannot be repaired (null): the breakdown failed.
 */
export function normalizeBreakdown(value: unknown): BreakdownSubStep[] | null {
  if (!value || typeof value !== 'object') return null;
  const list = breakdownList(value as Record<string, unknown>);
  if (!Array.isArray(list)) return null;
  const seen = new Set<string>();
  const subSteps: BreakdownSubStep[] = [];
  for (const item of list) {
    const subStep = toSubStep(item);
    if (!subStep || seen.has(subStep.title.toLowerCase())) continue;
    seen.add(subStep.title.toLowerCase());
    subSteps.push(subStep);
  }
  return subSteps.length < BREAKDOWN_SUBSTEPS_MIN
    ? null
    : subSteps.slice(0, BREAKDOWN_SUBSTEPS_MAX);
}
