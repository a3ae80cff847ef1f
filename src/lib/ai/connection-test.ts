import { AI_CONNECTION_TEST_TIMEOUT_MS } from '@/config/constants';
import type { AppEnv } from '@/config/env';
import { browserModelAvailability } from './browser-model';
import { LOCAL_PRESETS, type AiChoice } from './choice';
import { createAiClient } from './client';
import { streamCompletion } from './complete';
import { BROWSER_MODEL_NAME, resolveAiEndpoint, type AiEndpoint } from './connection';
import { pageMayConnectTo } from './csp';
import { readAnswer } from './engine';
import { AiAbortError, isAbortError } from './errors';
import { clarificationFallback } from '@/domain/fallbacks';
import { normalizeClarification } from './normalize';
import { configuredResponseFormat } from './settings';
import type { ResponseFormatMode } from './tasks';

/**
 * 'Test connection' (docs/decisions/050-ai-settings-a-route-kept-in-the-browser.md): one short
 * clarification through exactly the path an idea takes — the same task request, prompts, schema,
 * streaming, response-format step-down and repair — without retries and with a shorter timeout.
 * Every failure becomes a sentence a person can act on.
 */

/** Short on purpose: the answer is what is tested, not the idea. */
const CONNECTION_TEST_IDEA = 'A shared shopping list for a family of four.';

export interface ConnectionTestReport {
  /** The model that answered (as the service names it, else as configured). */
  model: string;
  durationMs: number;
  /** How the JSON was asked for in the end: structured output, JSON mode, or the prompt alone. */
  format: ResponseFormatMode;
  /** Whether the answer could be read as a clarification; if not, ideas would get the examples. */
  readable: boolean;
}

class ConnectionTestError extends Error {
  override name = 'ConnectionTestError';
  constructor(
    message: string,
    readonly durationMs: number,
  ) {
    super(message);
  }
}

const originOf = (address: string) => {
  try {
    return new URL(address).origin;
  } catch {
    return address;
  }
};

const seconds = (ms: number) => `${Math.round(ms / 1000)} seconds`;

/** Whether anything answers at the address at all, CORS aside: an opaque answer still counts. */
async function answersAtAll(address: string): Promise<boolean> {
  try {
    await fetch(address, { mode: 'no-cors', signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

function corsMessage(choice: AiChoice, origin: string): string {
  const page = globalThis.location?.origin ?? 'this page';
  if (choice.kind === 'local' && choice.preset === 'ollama')
    return `Ollama answered, but it does not accept requests from this page. Start it with OLLAMA_ORIGINS=${page} (see the note above), then test again.`;
  if (choice.kind === 'local')
    return 'LM Studio answered, but it does not accept requests from this page. Turn on CORS in its server settings (see the note above), then test again.';
  return `${origin} answered, but it does not accept requests from web pages (CORS), so it cannot be used from here.`;
}

async function describeFailure(
  error: unknown,
  endpoint: AiEndpoint,
  choice: AiChoice,
): Promise<string> {
  const origin = originOf(endpoint.baseURL);
  if (endpoint.connection.kind === 'browser') {
    if (error instanceof Error && error.name === 'NotAllowedError')
      return 'The built-in model has to be downloaded first: use Download the model.';
    return `The built-in model could not answer${error instanceof Error && error.message ? `: ${error.message}` : '.'}`;
  }
  const { APIConnectionError, APIConnectionTimeoutError } = await import('openai');
  if (error instanceof APIConnectionTimeoutError)
    return `${origin} did not answer within ${seconds(AI_CONNECTION_TEST_TIMEOUT_MS)}. A model that is still loading can take a while: try again in a minute.`;
  if (error instanceof APIConnectionError) {
    if (await answersAtAll(endpoint.baseURL)) return corsMessage(choice, origin);
    const running =
      choice.kind === 'local' ? ` and that ${LOCAL_PRESETS[choice.preset].label} is running` : '';
    return `Nothing answered at ${origin}. Check the address${running}.`;
  }
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  if (status === 401 || status === 403) {
    const hint =
      choice.kind === 'own' && !choice.apiKey
        ? 'This service needs an API key.'
        : 'Check the API key.';
    return `The service refused the request (${status}). ${hint}`;
  }
  if (status === 404) {
    if (typeof message === 'string' && /model/i.test(message))
      return `The service does not know the model “${endpoint.model}”. Check its name.`;
    return `Nothing was found at ${endpoint.baseURL}/chat/completions (404). Check the address: it usually ends in /v1.`;
  }
  if (status === 429) return 'The service is busy or its limit is reached (429). Try again later.';
  if (typeof status === 'number') return `The service answered with an error (${status}).`;
  if (error instanceof Error && error.message) return error.message;
  return 'The test failed.';
}

/** Runs the test for a choice (saved or not yet); rejects with a ConnectionTestError to show. */
export async function testAiConnection(
  choice: AiChoice,
  env: AppEnv,
  options: { accessToken?: string | null; signal?: AbortSignal } = {},
): Promise<ConnectionTestReport> {
  const started = performance.now();
  const fail = (message: string) => new ConnectionTestError(message, performance.now() - started);

  const endpoint = resolveAiEndpoint(env, options.accessToken, choice);
  if (!endpoint)
    throw fail('No AI is chosen, so ideas get the examples. There is nothing to test.');
  if (endpoint.connection.kind === 'browser') {
    const availability = await browserModelAvailability();
    if (availability === 'unavailable')
      throw fail('This browser cannot run its built-in model on this device.');
    if (availability !== 'available')
      throw fail('The built-in model has to be downloaded first: use Download the model.');
  } else if (!pageMayConnectTo(`${endpoint.baseURL}/chat/completions`)) {
    throw fail(
      `This site’s security rules do not allow connecting to ${originOf(endpoint.baseURL)}, so nothing was sent. Addresses starting with https:// and models on this computer are usually allowed; whoever runs this copy of Clarity decides.`,
    );
  }

  let done: { model: string | null; format: ResponseFormatMode } | null = null;
  try {
    const answer = await streamCompletion({
      client: await createAiClient(endpoint, {
        maxRetries: 0,
        timeout: AI_CONNECTION_TEST_TIMEOUT_MS,
      }),
      endpoint,
      task: { task: 'clarify', idea: CONNECTION_TEST_IDEA },
      format: configuredResponseFormat(),
      signal: options.signal,
      onDone: (result) => (done = result),
    });
    if (options.signal?.aborted) throw new AiAbortError();
    const finished = done as { model: string | null; format: ResponseFormatMode } | null;
    const fallback = clarificationFallback();
    return {
      model:
        finished?.model ??
        (endpoint.connection.kind === 'browser' ? BROWSER_MODEL_NAME : endpoint.model),
      durationMs: performance.now() - started,
      format: finished?.format ?? 'json_schema',
      readable: readAnswer(answer, (value) => normalizeClarification(value, fallback)) !== null,
    };
  } catch (error) {
    if (isAbortError(error) || options.signal?.aborted) throw new AiAbortError();
    console.warn('Clarity: the AI connection test failed.', error);
    throw fail(await describeFailure(error, endpoint, choice));
  }
}
