import type OpenAI from 'openai';
import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { Stream } from 'openai/streaming';
import type { AiEndpoint } from './connection';
import { AiAbortError } from './errors';
import { chatRequest, RESPONSE_FORMATS, type ResponseFormatMode, type TaskRequest } from './tasks';

/**
 * One streamed completion of a task, returning the whole text. Through the `ai` Edge Function the
 * browser sends the task request itself (POST …/ai/tasks) and the function builds the messages;
 * on the direct routes the same request is built here (docs/decisions/031-task-requests-and-one-prompt-module.md).
 *
 * The response format starts at the configured one; a 400 that names the response format steps
 * down once to the next one (json_schema → json_object → text) and is remembered for the rest of
 * the page's life.
 */

let downgradedTo: ResponseFormatMode | null = null;

const rank = (mode: ResponseFormatMode) => RESPONSE_FORMATS.indexOf(mode);

/** The format to use now: the configured one, or the lower one a provider forced earlier. */
function effectiveFormat(configured: ResponseFormatMode): ResponseFormatMode {
  return downgradedTo && rank(downgradedTo) > rank(configured) ? downgradedTo : configured;
}

/** For tests and the benchmark: forget an earlier downgrade. */
export function resetFormatDowngrade(): void {
  downgradedTo = null;
}

function isFormatRejection(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
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

async function streamOnce(request: CompletionRequest, mode: ResponseFormatMode): Promise<string> {
  const stream = await openStream(request, mode);
  let text = '';
  // Read by hand rather than with for-await: leaving a for-await early waits for the stream's
  // cleanup, which some transports only finish once the whole answer has arrived.
  const chunks = stream[Symbol.asyncIterator]();
  for (;;) {
    const { value: chunk, done } = await chunks.next();
    if (done) return text;
    if (request.signal?.aborted) {
      stream.controller.abort();
      throw new AiAbortError();
    }
    const piece = chunk.choices[0]?.delta?.content;
    if (!piece) continue;
    text += piece;
    request.onText?.(text, piece);
  }
}

export async function streamCompletion(request: CompletionRequest): Promise<string> {
  let mode = effectiveFormat(request.format);
  for (;;) {
    try {
      return await streamOnce(request, mode);
    } catch (error) {
      const lower = RESPONSE_FORMATS[rank(mode) + 1];
      if (!lower || !isFormatRejection(error)) throw error;
      console.warn(
        `Clarity: the AI provider rejected response_format "${mode}"; using "${lower}" from now on.`,
      );
      mode = lower;
      downgradedTo = lower;
    }
  }
}
