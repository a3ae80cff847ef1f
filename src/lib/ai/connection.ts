import type { AppEnv } from '@/config/env';
import { readAiChoice, type AiChoice } from './choice.ts';
import { deploymentConnection } from './connection-at-hand.ts';

/**
 * How the AI is reached. A person's choice in 'AI settings' comes first
 * (docs/decisions/050-ai-settings-a-route-kept-in-the-browser.md): their own service or a model on
 * their computer ('custom'), the browser's built-in model ('browser'), a model the page runs itself
 * ('private'), or none. Otherwise the
 * deployment's, where the first match wins (docs/decisions/005-ai-connection-order.md).
 */
export type AiConnection =
  | { kind: 'direct-key' }
  | { kind: 'edge-function' }
  | { kind: 'direct-no-key' }
  | { kind: 'custom' }
  | { kind: 'browser' }
  | { kind: 'private' }
  | { kind: 'not-connected' };

/**
 * `choice` defaults to what this browser keeps, so every caller follows the person's choice; the
 * build (which has no browser) reads no storage and gets the deployment's.
 */
export function resolveAiConnection(env: AppEnv, choice: AiChoice = readAiChoice()): AiConnection {
  switch (choice.kind) {
    case 'none':
      return { kind: 'not-connected' };
    case 'own':
    case 'local':
      return { kind: 'custom' };
    case 'browser':
      return { kind: 'browser' };
    case 'private':
      return { kind: 'private' };
    case 'default':
      return deploymentConnection(env);
  }
}

/** The path of the Edge Function under a Supabase project URL; the SDK appends /chat/completions. */
const EDGE_FUNCTION_PATH = '/functions/v1/ai';

/** What the SDK client needs for one route: where, with which credential and headers. */
export interface AiEndpoint {
  connection: AiConnection;
  baseURL: string;
  /** Null: no Authorization header at all (a local server such as Ollama). */
  bearer: string | null;
  headers: Record<string, string>;
  model: string;
}

/** The browser's built-in model has no address; the name is what the screens show. */
export const BROWSER_MODEL_NAME = 'built-in browser model';

export function resolveAiEndpoint(
  env: AppEnv,
  accessToken?: string | null,
  choice: AiChoice = readAiChoice(),
): AiEndpoint | null {
  const connection = resolveAiConnection(env, choice);
  const model = env.ai.model;
  switch (connection.kind) {
    case 'custom': {
      // Narrowed by resolveAiConnection. The key goes to this address only, nowhere else.
      const custom = choice as Extract<AiChoice, { kind: 'own' | 'local' }>;
      const key = custom.kind === 'own' ? custom.apiKey : undefined;
      return {
        connection,
        baseURL: custom.baseUrl,
        bearer: key || null,
        headers: {},
        model: custom.model,
      };
    }
    case 'browser':
      return { connection, baseURL: '', bearer: null, headers: {}, model: BROWSER_MODEL_NAME };
    case 'private': {
      // The model file's address stands where a service's would; nothing is sent to it.
      const { modelUrl } = choice as Extract<AiChoice, { kind: 'private' }>;
      return { connection, baseURL: modelUrl, bearer: null, headers: {}, model: modelUrl };
    }
    case 'direct-key':
      return {
        connection,
        baseURL: env.ai.baseUrl ?? 'https://api.openai.com/v1',
        bearer: env.ai.browserKey,
        headers: {},
        model,
      };
    case 'edge-function': {
      // Narrowed by resolveAiConnection: Supabase mode has both values.
      const supabase = env.supabase!;
      return {
        connection,
        baseURL: `${supabase.url}${EDGE_FUNCTION_PATH}`,
        // The signed-in user's JWT, else the anon key (itself a JWT with role anon).
        bearer: accessToken || supabase.anonKey,
        headers: { apikey: supabase.anonKey },
        model,
      };
    }
    case 'direct-no-key':
      return { connection, baseURL: env.ai.baseUrl!, bearer: null, headers: {}, model };
    case 'not-connected':
      return null;
  }
}
