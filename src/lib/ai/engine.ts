import { Allow, parse } from 'partial-json';
import type { AppEnv } from '@/config/env';
import type { StepKind } from '@/domain/vocabulary';
import type { ClarifiedIdea, Guide } from '@/domain/model';
import { createAiClient } from './client';
import { streamCompletion } from './complete';
import { resolveAiEndpoint } from './connection';
import {
  AiAbortError,
  INVALID_RESPONSE_MESSAGE,
  isAbortError,
  NO_RESPONSE_MESSAGE,
  NOT_CONNECTED_MESSAGE,
} from './errors';
import { clarificationFallback, guideFallback } from '@/domain/fallbacks';
import {
  jsonCandidates,
  normalizeBreakdown,
  normalizeClarification,
  normalizeGuide,
  type BreakdownSubStep,
} from './normalize';
import {
  createPartialEmitter,
  partialBreakdown,
  partialClarification,
  partialGuide,
} from './partial';
import type { BreakdownSize, BreakdownStep } from './prompts';
import { configuredResponseFormat } from './settings';
import { clarificationInput } from './tasks';
import type { Voice } from './tone';

/**
 * The AI calls behind `clarifyIdea` and `generateGuide`, loaded on demand with the SDK. Any failure
 * ends in the fallback (docs/product.md §10.5) with a short reason in `error`; only an abort
 * rejects.
 */

export interface ClarifyResult {
  clarified: ClarifiedIdea;
  source: 'ai' | 'fallback';
  error?: string;
}

export interface GuideResult {
  guide: Guide;
  source: 'ai' | 'fallback';
  error?: string;
}

/** What a breakdown splits: the step (or sub-step) with the idea it belongs to. */
export interface BreakdownRequest {
  ideaText: string;
  clarified: ClarifiedIdea;
  step: BreakdownStep;
  size: BreakdownSize;
}

export interface CallOptions<T> {
  signal?: AbortSignal;
  onPartial?: (partial: Partial<T>) => void;
  accessToken?: string | null;
  /** How the answer should sound; the default voice when left out. */
  voice?: Voice;
}

/** A short reason fit for a log line or a small print on screen. */
async function describeAiError(error: unknown): Promise<string> {
  // Already loaded by the failed call; class checks survive minification, names don't.
  const { APIConnectionError, APIConnectionTimeoutError } = await import('openai');
  if (error instanceof APIConnectionTimeoutError) return 'The AI service took too long to answer';
  if (error instanceof APIConnectionError) return 'Could not reach the AI service';
  const { status } = (error ?? {}) as { status?: unknown };
  if (status === 401 || status === 403) return `The AI service refused the request (${status})`;
  if (status === 413) return 'The idea is too long for the AI service (413)';
  if (status === 429) return 'The AI service is busy or the hourly limit is reached (429)';
  if (typeof status === 'number') return `The AI service answered with an error (${status})`;
  if (error instanceof Error && error.message) return error.message;
  return 'The AI request failed';
}

/**
 * The first reading of the answer that normalises: its JSON candidates in order, then what a cut-off
 * answer (max_tokens reached) completed.
 */
export function readAnswer<T>(answer: string, normalize: (value: unknown) => T | null): T | null {
  for (const candidate of jsonCandidates(answer)) {
    const result = normalize(candidate);
    if (result) return result;
  }
  const start = answer.indexOf('{');
  if (start === -1) return null;
  try {
    return normalize(parse(answer.slice(start), Allow.OBJ | Allow.ARR));
  } catch {
    return null;
  }
}

function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiAbortError();
}

export async function runClarification(
  ideaText: string,
  options: CallOptions<ClarifiedIdea>,
  env: AppEnv,
): Promise<ClarifyResult> {
  checkAborted(options.signal);
  const fallback = clarificationFallback();
  const endpoint = resolveAiEndpoint(env, options.accessToken);
  if (!endpoint) return { clarified: fallback, source: 'fallback', error: NOT_CONNECTED_MESSAGE };
  try {
    const answer = await streamCompletion({
      client: await createAiClient(endpoint),
      endpoint,
      task: { task: 'clarify', idea: ideaText, ...options.voice },
      format: configuredResponseFormat(),
      signal: options.signal,
      onText: createPartialEmitter(partialClarification, options.onPartial),
    });
    checkAborted(options.signal);
    if (!answer.trim())
      return { clarified: fallback, source: 'fallback', error: NO_RESPONSE_MESSAGE };
    const clarified = readAnswer(answer, (value) => normalizeClarification(value, fallback));
    if (!clarified) {
      console.warn('Clarity: the AI clarification could not be read; using the fallback.');
      return { clarified: fallback, source: 'fallback', error: INVALID_RESPONSE_MESSAGE };
    }
    return { clarified, source: 'ai' };
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw new AiAbortError();
    console.warn('Clarity: the AI clarification failed; using the fallback.', error);
    return { clarified: fallback, source: 'fallback', error: await describeAiError(error) };
  }
}

export async function runGuide(
  kind: StepKind,
  ideaText: string,
  clarified: ClarifiedIdea,
  options: CallOptions<Guide>,
  env: AppEnv,
): Promise<GuideResult> {
  checkAborted(options.signal);
  const fallback = guideFallback(kind);
  const endpoint = resolveAiEndpoint(env, options.accessToken);
  if (!endpoint)
    return {
      guide: guideFallback(kind, { failed: false }),
      source: 'fallback',
      error: NOT_CONNECTED_MESSAGE,
    };
  try {
    const answer = await streamCompletion({
      client: await createAiClient(endpoint),
      endpoint,
      task: {
        task: 'guide',
        kind,
        idea: ideaText,
        clarification: clarificationInput(clarified),
        ...options.voice,
      },
      format: configuredResponseFormat(),
      signal: options.signal,
      onText: createPartialEmitter((text) => partialGuide(kind, text), options.onPartial),
    });
    checkAborted(options.signal);
    if (!answer.trim()) return { guide: fallback, source: 'fallback', error: NO_RESPONSE_MESSAGE };
    const guide = readAnswer(answer, (value) => normalizeGuide(kind, value));
    if (!guide) {
      console.warn('Clarity: the AI guide could not be read; using the fallback.');
      return { guide: fallback, source: 'fallback', error: INVALID_RESPONSE_MESSAGE };
    }
    return { guide, source: 'ai' };
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw new AiAbortError();
    console.warn('Clarity: the AI guide failed; using the fallback.', error);
    return { guide: fallback, source: 'fallback', error: await describeAiError(error) };
  }
}

/** A breakdown's answer: the sub-steps, or, when there are none to show, a short reason. */
export type BreakdownResult =
  { subSteps: BreakdownSubStep[]; error?: undefined } | { subSteps: null; error: string };

/**
 * Splits one step into smaller actions. There is no fallback: a failure keeps the step as it was
 * and says why in `error`; only an abort rejects.
 */
export async function runBreakdown(
  request: BreakdownRequest,
  options: CallOptions<{ subSteps: BreakdownSubStep[] }>,
  env: AppEnv,
): Promise<BreakdownResult> {
  checkAborted(options.signal);
  const endpoint = resolveAiEndpoint(env, options.accessToken);
  if (!endpoint) return { subSteps: null, error: NOT_CONNECTED_MESSAGE };
  try {
    const answer = await streamCompletion({
      client: await createAiClient(endpoint),
      endpoint,
      task: {
        task: 'breakdown',
        idea: request.ideaText,
        clarification: clarificationInput(request.clarified),
        step: request.step,
        size: request.size,
        ...options.voice,
      },
      format: configuredResponseFormat(),
      signal: options.signal,
      onText: createPartialEmitter(partialBreakdown, options.onPartial),
    });
    checkAborted(options.signal);
    if (!answer.trim()) return { subSteps: null, error: NO_RESPONSE_MESSAGE };
    const subSteps = readAnswer(answer, normalizeBreakdown);
    if (!subSteps) {
      console.warn('Clarity: the AI breakdown could not be read.');
      return { subSteps: null, error: INVALID_RESPONSE_MESSAGE };
    }
    return { subSteps };
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw new AiAbortError();
    console.warn('Clarity: the AI breakdown failed.', error);
    return { subSteps: null, error: await describeAiError(error) };
  }
}
