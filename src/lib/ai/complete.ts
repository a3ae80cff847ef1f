import type OpenAI from 'openai';
import { AI_TEMPERATURE } from '@/config/constants';
import { AiAbortError } from './errors';
import type { ChatMessage } from './prompts';
import type { ResponseSchema } from './schemas';
import { RESPONSE_FORMATS, type ResponseFormatMode } from './settings';

/**
 * One streamed chat completion, returning the whole text. The response format starts at the
 * configured one; a 400 that names the response format steps down once to the next one
 * (json_schema → json_object → text) and is remembered for the rest of the page's life.
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

function responseFormat(mode: ResponseFormatMode, schema: ResponseSchema) {
  switch (mode) {
    case 'json_schema':
      return {
        response_format: {
          type: 'json_schema' as const,
          json_schema: { name: schema.name, schema: schema.schema, strict: true },
        },
      };
    case 'json_object':
      return { response_format: { type: 'json_object' as const } };
    case 'text':
      return {};
  }
}

export interface CompletionRequest {
  client: OpenAI;
  model: string;
  messages: ChatMessage[];
  maxTokens: number;
  schema: ResponseSchema;
  format: ResponseFormatMode;
  signal?: AbortSignal;
  /** Called with the text so far and the piece that just arrived. */
  onText?: (text: string, chunk: string) => void;
}

async function streamOnce(request: CompletionRequest, mode: ResponseFormatMode): Promise<string> {
  const stream = await request.client.chat.completions.create(
    {
      model: request.model,
      messages: request.messages,
      temperature: AI_TEMPERATURE,
      max_tokens: request.maxTokens,
      stream: true,
      ...responseFormat(mode, request.schema),
    },
    { signal: request.signal },
  );
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
