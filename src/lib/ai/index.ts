import { STEP_KINDS, type StepKind } from '@/domain/vocabulary';
import { getEnv, type AppEnv } from '@/config/env';
import type { ClarifiedIdea, Guide } from '@/domain/model';
import { resolveAiConnection, type AiConnection } from './connection';
import { AiAbortError, NOT_CONNECTED_MESSAGE } from './errors';
import { clarificationFallback, guideFallback } from '@/domain/fallbacks';
import type { BreakdownRequest, BreakdownResult, ClarifyResult, GuideResult } from './engine';
import type { BreakdownSubStep } from './normalize';
import type { Voice } from './tone';

/**
 * The AI layer's public face. Kept tiny on purpose: it is in the first page load, and the SDK, the
 * prompts and the validation load only when a call is made (`./engine`, imported on demand).
 */

export type { AiConnection } from './connection';
export type { BreakdownRequest, BreakdownResult, ClarifyResult, GuideResult } from './engine';
export type { BreakdownSubStep } from './normalize';
export type { BreakdownSize } from './prompts';
export { isAbortError } from './errors';
export { NOT_CONNECTED_MESSAGE };

export function getAiConnection(env: AppEnv = getEnv()): AiConnection {
  return resolveAiConnection(env);
}

export interface AiCallOptions<T> {
  /** Abort when the user leaves the screen: the call then rejects with an AbortError and shows nothing. */
  signal?: AbortSignal;
  /** Called as fields complete while the answer streams (problem, then targetAudience, ...). */
  onPartial?: (partial: Partial<T>) => void;
  /** The signed-in user's JWT for the Edge Function route; the anon key is used without it. */
  accessToken?: string | null;
  /** The environment to use instead of the app's (tests, the benchmark). */
  env?: AppEnv;
  /** The tone and low-energy wish chosen on this device; they change only the prompt's words. */
  voice?: Voice;
}

const isStepKind = (id: string): id is StepKind => (STEP_KINDS as readonly string[]).includes(id);

export async function clarifyIdea(
  text: string,
  opts: AiCallOptions<ClarifiedIdea> = {},
): Promise<ClarifyResult> {
  if (opts.signal?.aborted) throw new AiAbortError();
  const env = opts.env ?? getEnv();
  if (resolveAiConnection(env).kind === 'not-connected') {
    return { clarified: clarificationFallback(), source: 'fallback', error: NOT_CONNECTED_MESSAGE };
  }
  const { runClarification } = await import('./engine');
  return runClarification(text, opts, env);
}

export async function generateGuide(
  stepKind: string,
  ideaText: string,
  clarified: ClarifiedIdea,
  opts: AiCallOptions<Guide> = {},
): Promise<GuideResult> {
  // docs/product.md §10.5, word for word.
  if (!isStepKind(stepKind)) throw new Error(`Unknown step: ${stepKind}`);
  if (opts.signal?.aborted) throw new AiAbortError();
  const env = opts.env ?? getEnv();
  if (resolveAiConnection(env).kind === 'not-connected') {
    // Nothing was asked, so nothing 'had trouble connecting': the general guide alone.
    return {
      guide: guideFallback(stepKind, { failed: false }),
      source: 'fallback',
      error: NOT_CONNECTED_MESSAGE,
    };
  }
  const { runGuide } = await import('./engine');
  return runGuide(stepKind, ideaText, clarified, opts, env);
}

/**
 * Asks the AI to split a step into 3-7 smaller actions, each with an estimate in minutes; the
 * sub-steps stream to `onPartial` one by one as each completes. No fallback: a failure answers
 * `subSteps: null` with a short reason.
 */
export async function breakDownStep(
  request: BreakdownRequest,
  opts: AiCallOptions<{ subSteps: BreakdownSubStep[] }> = {},
): Promise<BreakdownResult> {
  if (opts.signal?.aborted) throw new AiAbortError();
  const env = opts.env ?? getEnv();
  if (resolveAiConnection(env).kind === 'not-connected')
    return { subSteps: null, error: NOT_CONNECTED_MESSAGE };
  const { runBreakdown } = await import('./engine');
  return runBreakdown(request, opts, env);
}
