import type OpenAI from 'openai';
import { AI_MAX_RETRIES, AI_TIMEOUT_MS } from '@/config/constants';
import type { AiEndpoint } from './connection';

/**
 * Builds the SDK client for one route. The SDK is imported on demand so that it is not part of the
 * first page load. Retries, timeout and backoff are the SDK's own (docs/product.md §10.6,
 * docs/decisions/007-the-sdks-own-retries.md): there is no second retry loop anywhere in this
 * folder.
 */

let warnedAboutBrowserKey = false;

export async function createAiClient(
  endpoint: AiEndpoint,
  limits: { maxRetries: number; timeout: number } = {
    maxRetries: AI_MAX_RETRIES,
    timeout: AI_TIMEOUT_MS,
  },
): Promise<OpenAI> {
  const { default: OpenAIClient } = await import('openai');
  if (endpoint.connection.kind === 'direct-key' && !warnedAboutBrowserKey) {
    warnedAboutBrowserKey = true;
    console.warn(
      'Clarity: VITE_OPENAI_API_KEY is set, so the AI key is in this page and visible to anyone using it. ' +
        'Use it for development only; in production use the `ai` Edge Function (see docs/connect-an-ai.md).',
    );
  }
  return new OpenAIClient({
    // The SDK insists on a credential; a keyless local server gets no Authorization header at all.
    apiKey: endpoint.bearer ?? 'no-key',
    baseURL: endpoint.baseURL,
    // Every route runs in the browser. Only 'direct-key' exposes a provider key of the build (warned
    // above); 'custom' carries the key a person typed into this browser, for that address only;
    // the others carry a Supabase JWT or nothing.
    dangerouslyAllowBrowser: true,
    ...limits,
    defaultHeaders: {
      ...endpoint.headers,
      ...(endpoint.bearer === null ? { Authorization: null } : {}),
    },
  });
}
