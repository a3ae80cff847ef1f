import type { AppEnv } from '@/config/env';

/** How the AI is reached (docs/decisions/005-ai-connection-order.md): the first match wins. */
export type AiConnection =
  | { kind: 'direct-key' }
  | { kind: 'edge-function' }
  | { kind: 'direct-no-key' }
  | { kind: 'not-connected' };

export function resolveAiConnection(env: AppEnv): AiConnection {
  if (env.ai.browserKey) return { kind: 'direct-key' };
  if (env.supabase) return { kind: 'edge-function' };
  if (env.ai.baseUrl) return { kind: 'direct-no-key' };
  return { kind: 'not-connected' };
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

export function resolveAiEndpoint(env: AppEnv, accessToken?: string | null): AiEndpoint | null {
  const connection = resolveAiConnection(env);
  const model = env.ai.model;
  switch (connection.kind) {
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
