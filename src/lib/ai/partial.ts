import { Allow, parse } from 'partial-json';
import { BREAKDOWN_SUBSTEPS_MAX } from '@/config/constants';
import { type StepKind } from '@/domain/vocabulary';
import type { ClarifiedIdea, Guide, GuideStep } from '@/domain/model';
import { EXTRAS_KEYS } from './labels';
import {
  breakdownList,
  clampText,
  LIMITS,
  normalizeTags,
  plain,
  toMinutes,
  toSubStep,
  unbullet,
  type BreakdownSubStep,
} from './normalize';

/**
 * Reading an answer while it streams. Only completed values are handed on: a string counts once its
 * closing quote has arrived, a list once its closing bracket has, so the screen never shows half a
 * word (partial-json with strings and numbers disallowed in their unfinished form).
 */

const jsonStart = (text: string) => {
  const start = text.indexOf('{');
  return start === -1 ? null : text.slice(start);
};

function parsePartial(text: string, allow: number): Record<string, unknown> | null {
  const json = jsonStart(text);
  if (json === null) return null;
  try {
    const value: unknown = parse(json, allow);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const completeText = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? clampText(plain(value), max) : undefined;

const completeList = (value: unknown, maxItems: number, maxLength: number) =>
  Array.isArray(value)
    ? value
        .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
        .map((item) => clampText(unbullet(plain(item)), maxLength))
        .slice(0, maxItems)
    : undefined;

export function partialClarification(text: string): Partial<ClarifiedIdea> {
  const raw = parsePartial(text, Allow.OBJ);
  if (!raw) return {};
  const partial: Partial<ClarifiedIdea> = {};
  const problem = completeText(raw.problem, LIMITS.text);
  const targetAudience = completeText(
    raw.targetAudience ?? raw.target_audience ?? raw.audience,
    LIMITS.text,
  );
  const uniqueValue = completeText(raw.uniqueValue ?? raw.unique_value, LIMITS.text);
  const format = completeText(raw.format, LIMITS.text);
  const challenges = completeList(raw.challenges, 4, LIMITS.item);
  const tags = completeList(raw.tags, 10, LIMITS.tag * 2);
  if (problem) partial.problem = problem;
  if (targetAudience) partial.targetAudience = targetAudience;
  if (uniqueValue) partial.uniqueValue = uniqueValue;
  if (format) partial.format = format;
  if (challenges && challenges.length > 0) partial.challenges = challenges;
  if (tags) partial.tags = normalizeTags(tags);
  return partial;
}

const completeStep = (value: unknown): GuideStep | null => {
  if (!value || typeof value !== 'object') return null;
  const step = value as Record<string, unknown>;
  const title = completeText(step.title, LIMITS.title);
  const content = completeList(step.content, LIMITS.bulletsMax, LIMITS.item);
  if (!title || !content) return null;
  // Only steps already followed by another are read, so their number is never half-written.
  const minutes = typeof step.minutes === 'number' ? toMinutes(step.minutes) : undefined;
  return {
    title,
    description: completeText(step.description, LIMITS.text) ?? '',
    content,
    ...(minutes === undefined ? {} : { minutes }),
  };
};

export function partialGuide(kind: StepKind, text: string): Partial<Guide> {
  // Lists may be unfinished here, so that steps show one by one...
  const open = parsePartial(text, Allow.OBJ | Allow.ARR);
  if (!open) return {};
  // ...and this tells which lists are closed.
  const closed = parsePartial(text, Allow.OBJ) ?? {};
  const partial: Partial<Guide> = { kind };
  if (Array.isArray(open.steps)) {
    // In a list still open the last step may be unfinished (its bullets still arriving).
    const done = Array.isArray(closed.steps) ? open.steps : open.steps.slice(0, -1);
    const steps = done.map(completeStep).filter((step): step is GuideStep => step !== null);
    if (steps.length > 0) partial.steps = steps;
  }
  const extras = completeList(
    closed[EXTRAS_KEYS[kind]] ?? closed.extras,
    LIMITS.extrasMax,
    LIMITS.extra,
  );
  if (extras && extras.length > 0) partial.extras = extras;
  const timeline = kind === 'mvp' ? completeText(closed.timeline, LIMITS.text) : undefined;
  if (timeline) partial.timeline = timeline;
  // `kind` alone says nothing new.
  return Object.keys(partial).length > 1 ? partial : {};
}

/**
 * The sub-steps of a breakdown complete so far: each one as soon as its closing brace arrives (the
 * list read with unfinished objects left out), so the first shows before the second begins.
 */
export function partialBreakdown(text: string): { subSteps?: BreakdownSubStep[] } {
  const root = parsePartial(text, Allow.OBJ | Allow.ARR);
  if (!root) return {};
  const open = breakdownList(root);
  if (!Array.isArray(open) || open.length === 0) return {};
  const listStart = text.indexOf('[', text.indexOf('{'));
  let complete: unknown;
  try {
    complete = parse(text.slice(listStart), Allow.ARR);
  } catch {
    return {};
  }
  const subSteps = (Array.isArray(complete) ? complete : [])
    .map(toSubStep)
    .filter((subStep): subStep is BreakdownSubStep => subStep !== null)
    .slice(0, BREAKDOWN_SUBSTEPS_MAX);
  return subSteps.length > 0 ? { subSteps } : {};
}

/**
 * Calls `emit` each time more of the answer is complete, never twice with the same content. Only
 * a quote or a closing bracket can complete a value, so other chunks skip the re-parse.
 */
export function createPartialEmitter<T>(
  read: (text: string) => T,
  emit: ((partial: T) => void) | undefined,
) {
  let last = '';
  return (text: string, chunk: string) => {
    if (!emit || !/["\]}]/.test(chunk)) return;
    const partial = read(text);
    const key = JSON.stringify(partial);
    if (key === last || key === '{}') return;
    last = key;
    emit(partial);
  };
}
