import type { AppEnv } from '@/config/env';

/**
 * Whether an AI answers, known without the AI module: the few lines the idea's form needs in its
 * first paint to say 'AI not connected' there, instead of pushing the box down when the module
 * arrives (docs/decisions/093-the-first-ten-minutes-still.md). Nothing here may import the choice's
 * schema (./choice.ts): this module is in the first load.
 */

/** Where this browser keeps a person's choice of AI (./choice.ts reads and checks it). */
export const AI_CHOICE_STORAGE_KEY = 'clarity.ai-choice';

/** What this copy of Clarity is configured with (docs/decisions/005-ai-connection-order.md). */
export function deploymentConnection(env: AppEnv): {
  kind: 'direct-key' | 'edge-function' | 'direct-no-key' | 'not-connected';
} {
  if (env.ai.browserKey) return { kind: 'direct-key' };
  if (env.supabase) return { kind: 'edge-function' };
  if (env.ai.baseUrl) return { kind: 'direct-no-key' };
  return { kind: 'not-connected' };
}

/** The kinds of choice that name an AI of the person's own. */
const OWN_AI_KINDS = new Set(['own', 'local', 'browser', 'private']);

/**
 * The stored choice's kind, read as it is: 'none' is no AI, a kind of the person's own is an AI,
 * anything else the deployment's. The AI module checks the whole choice; a stored choice it then
 * finds unreadable (only ever written by hand) is the one case where the two differ.
 */
export function aiConnectedAtHand(env: AppEnv): boolean {
  let kind: unknown;
  try {
    // Storage the browser refuses throws here too: then the deployment's AI, as ./choice.ts says.
    kind = (JSON.parse(localStorage.getItem(AI_CHOICE_STORAGE_KEY) ?? 'null') as { kind?: unknown })
      ?.kind;
  } catch {
    kind = undefined;
  }
  if (kind === 'none') return false;
  if (typeof kind === 'string' && OWN_AI_KINDS.has(kind)) return true;
  return deploymentConnection(env).kind !== 'not-connected';
}
