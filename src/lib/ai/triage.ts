import { getEnv, type AppEnv } from '@/config/env';
import type { ClarifiedIdea, TriageRatings } from '@/domain/model';
import { createAiClient } from './client';
import { streamCompletion } from './complete';
import { resolveAiEndpoint } from './connection';
import { AiAbortError, isAbortError } from './errors';
import { jsonCandidates } from './normalize';
import { configuredResponseFormat } from './settings';
import { clarificationInput } from './tasks';

/**
 * 'Which idea first?' with an AI connected: one `triage` task request for 2-7 ideas, whose answer
 * becomes each idea's starting ratings and one short reason. Loaded on demand with the dialog. Any
 * failure answers null: the sliders then start in the middle and the person rates alone.
 */

export interface TriageInput {
  id: string;
  text: string;
  clarification: ClarifiedIdea | null;
}

export interface TriageSuggestion {
  ratings: TriageRatings;
  reason: string;
}

/** What a triage request may carry per idea (src/lib/ai/tasks.ts refuses more). */
const IDEA_TEXT_MAX = 1_500;
const REASON_MAX = 160;

const score = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(5, Math.max(1, Math.round(value)))
    : null;

/** The answer's `ranking`, each known id once with four scores; null when none can be read. */
export function readTriage(
  answer: string,
  ids: readonly string[],
): Map<string, TriageSuggestion> | null {
  for (const candidate of jsonCandidates(answer)) {
    const ranking = (candidate as { ranking?: unknown } | null)?.ranking;
    if (!Array.isArray(ranking)) continue;
    const result = new Map<string, TriageSuggestion>();
    for (const item of ranking as Record<string, unknown>[]) {
      const id = typeof item?.id === 'string' ? item.id : '';
      const scores = [item?.excitement, item?.effort, item?.energyFit, item?.evidence].map(score);
      if (!ids.includes(id) || result.has(id) || scores.some((value) => value === null)) continue;
      const [excitement, effort, energy, evidence] = scores as [number, number, number, number];
      const reason = typeof item.reason === 'string' ? item.reason.trim().slice(0, REASON_MAX) : '';
      result.set(id, { ratings: { excitement, effort, energy, evidence }, reason });
    }
    if (result.size > 0) return result;
  }
  return null;
}

export async function suggestTriage(
  ideas: readonly TriageInput[],
  options: { signal?: AbortSignal; accessToken?: string | null; env?: AppEnv } = {},
): Promise<Map<string, TriageSuggestion> | null> {
  const env = options.env ?? getEnv();
  const endpoint = resolveAiEndpoint(env, options.accessToken);
  if (!endpoint) return null;
  try {
    const answer = await streamCompletion({
      client: await createAiClient(endpoint),
      endpoint,
      task: {
        task: 'triage',
        ideas: ideas.map((idea) => ({
          id: idea.id,
          text: idea.text.trim().slice(0, IDEA_TEXT_MAX),
          ...(idea.clarification ? { clarification: clarificationInput(idea.clarification) } : {}),
        })),
      },
      format: configuredResponseFormat(),
      signal: options.signal,
    });
    return readTriage(
      answer,
      ideas.map((idea) => idea.id),
    );
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw new AiAbortError();
    console.warn('Clarity: the AI triage failed; the person rates alone.', error);
    return null;
  }
}
