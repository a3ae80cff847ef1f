import type OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { Stream } from 'openai/streaming';
import { streamBrowserModel } from './browser-model';
import { smallModelMessages } from './prompts';
import type { AiEndpoint } from './connection';
import { pageMayConnectTo } from './csp';
import { AiAbortError } from './errors';
import { chatRequest, RESPONSE_FORMATS, type ResponseFormatMode, type TaskRequest } from './tasks';

/**
 * One streamed completion of a task, returning the whole text. Through the `ai` Edge Function the
 * browser sends the task request itself (POST …/ai/tasks) and the function builds the messages;
 * on the direct routes the same request is built here (docs/decisions/031-task-requests-and-one-prompt-module.md).
 *
 * The browser's built-in model gets the same messages and schema through the Prompt API
 * (./browser-model.ts), the schema as its response constraint.
 *
 * The response format starts at the configured one; a 400 that names the response format steps
 * down once to the next one (json_schema → json_object → text) and is remembered for the rest of
 * the page's life, per endpoint and model (a person may switch to another one meanwhile).
 */

const downgrades = new Map<string, ResponseFormatMode>();
const endpointKey = (endpoint: AiEndpoint) =>
  `${endpoint.connection.kind} ${endpoint.baseURL} ${endpoint.model}`;

const rank = (mode: ResponseFormatMode) => RESPONSE_FORMATS.indexOf(mode);

/** The format to use now: the configured one, or the lower one a provider forced earlier. */
function effectiveFormat(endpoint: AiEndpoint, configured: ResponseFormatMode): ResponseFormatMode {
  const downgradedTo = downgrades.get(endpointKey(endpoint));
  return downgradedTo && rank(downgradedTo) > rank(configured) ? downgradedTo : configured;
}

/** For tests and the benchmark: forget an earlier downgrade. */
export function resetFormatDowngrade(): void {
  downgrades.clear();
}

function isFormatRejection(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  // The Prompt API refuses a response constraint it cannot follow.
  if (error instanceof Error && error.name === 'NotSupportedError') return true;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return (
    status === 400 &&
    typeof message === 'string' &&
    /response_format|json_schema|json_object|structured output|json mode/i.test(message)
  );
}

export interface CompletionRequest {
  client: OpenAI;
  endpoint: AiEndpoint;
  /** The task; its format is set per attempt from `format`. */
  task: TaskRequest;
  format: ResponseFormatMode;
  signal?: AbortSignal;
  /** Called with the text so far and the piece that just arrived. */
  onText?: (text: string, chunk: string) => void;
  /** Called once the answer is complete: the model that wrote it (when it says) and the format used. */
  onDone?: (done: { model: string | null; format: ResponseFormatMode }) => void;
}

/** The path under the Edge Function that takes task requests. */
const TASKS_PATH = '/tasks';

function openStream(
  request: CompletionRequest,
  mode: ResponseFormatMode,
): Promise<Stream<ChatCompletionChunk>> {
  const task = { ...request.task, format: mode };
  if (request.endpoint.connection.kind === 'edge-function') {
    return request.client.post<Stream<ChatCompletionChunk>>(TASKS_PATH, {
      body: task,
      stream: true,
      signal: request.signal,
    });
  }
  return request.client.chat.completions.create(chatRequest(task, request.endpoint.model), {
    signal: request.signal,
  });
}

/** The same messages and schema as any other route, asked of the browser's own model. */
async function streamOnceInBrowser(
  request: CompletionRequest,
  mode: ResponseFormatMode,
): Promise<Answer> {
  const chat = chatRequest({ ...request.task, format: mode }, request.endpoint.model);
  const format = 'response_format' in chat ? chat.response_format : undefined;
  const schema = format?.type === 'json_schema' ? (format.json_schema?.schema ?? null) : null;
  let text = '';
  for await (const piece of streamBrowserModel({
    messages: chat.messages,
    schema,
    signal: request.signal,
  })) {
    if (request.signal?.aborted) throw new AiAbortError();
    text += piece;
    request.onText?.(text, piece);
  }
  return { text, model: null };
}

/**
 * The same task asked of the model this page runs itself: the messages shortened for a small model
 * (one place: smallModelMessages), the schema held by the engine's grammar, and an answer that
 * reaches its token cap a failure (PrivateAnswerCutOffError). The engine loads on demand.
 */
async function streamOnceInPage(request: CompletionRequest): Promise<Answer> {
  const chat = chatRequest({ ...request.task, format: 'json_schema' }, request.endpoint.model);
  const format = 'response_format' in chat ? chat.response_format : undefined;
  const { streamPrivateModel } = await import('./private-engine');
  let text = '';
  for await (const piece of streamPrivateModel({
    url: request.endpoint.baseURL,
    messages: smallModelMessages(chat.messages),
    schema: format?.type === 'json_schema' ? format.json_schema.schema : null,
    maxTokens: chat.max_tokens,
    signal: request.signal,
  })) {
    if (request.signal?.aborted) throw new AiAbortError();
    text += piece;
    request.onText?.(text, piece);
  }
  return { text, model: null };
}

/** The whole text, and the model that wrote it when the stream says. */
interface Answer {
  text: string;
  model: string | null;
}

async function streamOnce(request: CompletionRequest, mode: ResponseFormatMode): Promise<Answer> {
  if (request.endpoint.connection.kind === 'browser') return streamOnceInBrowser(request, mode);
  if (request.endpoint.connection.kind === 'private') return streamOnceInPage(request);
  const stream = await openStream(request, mode);
  let text = '';
  let model: string | null = null;
  // Read by hand rather than with for-await: leaving a for-await early waits for the stream's
  // cleanup, which some transports only finish once the whole answer has arrived.
  const chunks = stream[Symbol.asyncIterator]();
  for (;;) {
    const { value: chunk, done } = await chunks.next();
    if (done) return { text, model };
    if (request.signal?.aborted) {
      stream.controller.abort();
      throw new AiAbortError();
    }
    if (typeof chunk.model === 'string' && chunk.model) model = chunk.model;
    const piece = chunk.choices[0]?.delta?.content;
    if (!piece) continue;
    text += piece;
    request.onText?.(text, piece);
  }
}

/**
 * A request the page's policy would block fails like an unreachable server, and logs a violation;
 * it is not sent, and the reason is said instead (docs/decisions/051-connect-src-for-a-persons-own-ai.md).
 */
function checkPolicyAllows(endpoint: AiEndpoint): void {
  const inPage = endpoint.connection.kind === 'browser' || endpoint.connection.kind === 'private';
  if (inPage || typeof document === 'undefined') return;
  if (pageMayConnectTo(`${endpoint.baseURL}/chat/completions`)) return;
  throw new Error(
    `This site’s security rules do not allow connecting to ${new URL(endpoint.baseURL).origin}`,
  );
}

export async function streamCompletion(request: CompletionRequest): Promise<string> {
  checkPolicyAllows(request.endpoint);
  let mode = effectiveFormat(request.endpoint, request.format);
  for (;;) {
    try {
      const answer = await streamOnce(request, mode);
      request.onDone?.({ model: answer.model, format: mode });
      return answer.text;
    } catch (error) {
      const lower = RESPONSE_FORMATS[rank(mode) + 1];
      if (!lower || !isFormatRejection(error)) throw error;
      console.warn(
        `Clarity: the AI provider rejected response_format "${mode}"; using "${lower}" from now on.`,
      );
      mode = lower;
      downgrades.set(endpointKey(request.endpoint), lower);
    }
  }
}
