import { AI_MAX_TOKENS_CLARIFICATION, AI_MAX_TOKENS_GUIDE } from '@/config/constants';
import { STEP_KINDS } from '@/domain/vocabulary';
import { breakdownSchema, clarificationSchema, guideSchema, triageSchema } from '@/lib/ai/schemas';
import {
  HOSTILE_CLARIFICATION_JSON,
  MALFORMED_ANSWER,
  validBreakdown,
  validClarification,
  validMvpGuide,
} from '../../fixtures/ai';

/**
 * The OpenAI-compatible provider, faked once against the Fetch API: `handle(request)` answers a
 * POST to {base}/chat/completions with a Server-Sent Events stream of `chat.completion.chunk`s
 * ending in `data: [DONE]`, exactly what the SDK reads from a real provider, and records what was
 * sent. The msw adapter (./msw.ts) serves it to the component tests, the Playwright adapter
 * (./playwright.ts) to the e2e tests; the Supabase fake's `ai` Edge Function answers with it too.
 *
 * msw 2.15 trap: a mocked 429 with a JSON body makes the openai SDK hang, so error answers carry
 * no body.
 */

export interface AiRequestBody {
  model: string;
  temperature: number;
  max_tokens: number;
  stream: boolean;
  messages: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema?: { name: string; strict: boolean; schema: unknown };
  };
}

interface RecordedAiRequest {
  url: string;
  headers: Headers;
  body: AiRequestBody;
}

type AiTask = 'clarification' | 'guide' | 'breakdown' | 'triage';

const guideSchemaNames = new Set(STEP_KINDS.map((kind) => guideSchema(kind).name));

/**
 * Which task a request is for: by its structured-output schema when it sends one, otherwise (a
 * provider stepped down to json_object or text) by its token limit.
 */
export function taskOf(body: AiRequestBody): AiTask {
  const schemaName = body.response_format?.json_schema?.name;
  if (schemaName === clarificationSchema.name) return 'clarification';
  if (schemaName && guideSchemaNames.has(schemaName)) return 'guide';
  if (schemaName === breakdownSchema.name) return 'breakdown';
  if (schemaName === triageSchema.name) return 'triage';
  if (body.messages.some((message) => message.content.includes('<step>'))) return 'breakdown';
  if (body.messages.some((message) => message.content.includes('<ideas>'))) return 'triage';
  if (body.max_tokens === AI_MAX_TOKENS_CLARIFICATION) return 'clarification';
  if (body.max_tokens === AI_MAX_TOKENS_GUIDE) return 'guide';
  throw new Error(`fake AI: no task asks for max_tokens ${body.max_tokens}`);
}

/** Splits text into pieces of `size` characters: how a model streams tokens. */
export const tokens = (text: string, size = 7): string[] =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A Server-Sent Events body of chat-completion chunks, ending with [DONE]. */
function sseStream(
  pieces: string[],
  { pauseMs = 0 }: { pauseMs?: number } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(chunk('')));
      for (const piece of pieces) {
        if (pauseMs > 0) await pause(pauseMs);
        controller.enqueue(encoder.encode(chunk(piece)));
      }
      controller.enqueue(encoder.encode(chunk(null, 'stop')));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
}

export const streamedAnswer = (pieces: string[], options?: { pauseMs?: number }) =>
  new Response(sseStream(pieces, options), {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  });

/** An error answer without a body (see the trap above); `retry-after-ms: 1` keeps SDK retries fast. */
export const errorAnswer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'retry-after-ms': '1', ...headers } });

/** An error answer without the retry hint: the SDK waits its own backoff before retrying. */
const bareError = (status: number) => new Response(null, { status });

/** Never answered; gives up (rejects) when the request is aborted. */
const never = (signal: AbortSignal) =>
  new Promise<Response>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

/** One answer: `index` counts the requests before this one; `signal` aborts with the request. */
export type AiAnswer = (
  request: RecordedAiRequest,
  index: number,
  signal: AbortSignal,
) => Response | Promise<Response>;

/**
 * Ready-made behaviours, each an answer:
 * - `ok`: every answer streams the shared clarification or MVP guide.
 * - `guide-fails` / `clarify-fails`: that task answers 400 (not retried), the other `ok`.
 * - `held`: `ok`, but only once the test calls `release()`: a stage that waits for the AI stays on
 *   screen for as long as the test needs it, however slow the machine.
 * - `rate-limited-once`: the first request answers a body-less 429 with `retry-after-ms: 1`
 *   (the SDK waits that long and retries), the rest `ok`.
 * - `server-errors`: every request answers 500, so the SDK's retries fail too.
 * - `hang`: requests are never answered.
 * - `malformed`: a 200 stream whose text is no JSON at all.
 * - `hostile`: a 200 stream of JSON carrying markup and script payloads, with fields of the
 *   wrong type and extra fields.
 * - `breakdown-fails`: a breakdown answers 400 (not retried), the rest `ok`.
 * - `breakdown-slow`: a breakdown streams one sub-step at a time, 400 ms apart, the rest `ok`.
 */
export type FakeAiMode =
  | 'ok'
  | 'guide-fails'
  | 'clarify-fails'
  | 'held'
  | 'rate-limited-once'
  | 'server-errors'
  | 'hang'
  | 'malformed'
  | 'hostile'
  | 'breakdown-fails'
  | 'breakdown-slow';

/**
 * A triage of the ideas the request lists ('Idea {id}:'), in the order given, each rated 3 on
 * every scale: a neutral suggestion, so a test decides the ranking by the ratings a person moves.
 */
export function neutralTriage(body: AiRequestBody) {
  const listed = body.messages.map((message) => message.content).join('\n');
  const ids = [...listed.matchAll(/^Idea (\S+):$/gm)].map((match) => match[1]!);
  return {
    ranking: ids.map((id) => ({
      id,
      excitement: 3,
      effort: 3,
      energyFit: 3,
      evidence: 3,
      reason: 'A fair place to start.',
    })),
  };
}

/** Answers each task with its own JSON, streamed as a model would (24 characters a token). */
export const answerByTask =
  (answers: { clarification: unknown; guide: unknown; breakdown?: unknown }): AiAnswer =>
  (request) => {
    const task = taskOf(request.body);
    const answer =
      task === 'triage'
        ? neutralTriage(request.body)
        : { ...answers, breakdown: answers.breakdown ?? validBreakdown }[task];
    return streamedAnswer(tokens(JSON.stringify(answer), 24));
  };

/** The shared fixtures. */
const fixtureAnswer = answerByTask({ clarification: validClarification, guide: validMvpGuide });

/** The breakdown fixture as a model writes it, one sub-step per piece, `pauseMs` apart. */
const slowBreakdown = (pauseMs: number) => {
  const [first, ...rest] = validBreakdown.subSteps.map((subStep) => JSON.stringify(subStep));
  return streamedAnswer([`{"subSteps": [${first}`, ...rest.map((item) => `,${item}`), ']}'], {
    pauseMs,
  });
};

export interface FakeAi {
  /** What the client sent, in order. */
  requests: RecordedAiRequest[];
  /** While true every request fails before any answer, as over a lost connection. */
  offline: boolean;
  /** Lets `held` requests be answered (those waiting and any later ones). */
  release: () => void;
  handle: (request: Request) => Promise<Response>;
}

/**
 * A fake provider. `answers` is a mode or the test's own answers, used in order (the last one
 * repeats).
 */
export function createFakeAi(answers: FakeAiMode | AiAnswer | AiAnswer[] = 'ok'): FakeAi {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));

  const modeAnswer = (mode: FakeAiMode): AiAnswer => {
    switch (mode) {
      case 'ok':
        return fixtureAnswer;
      case 'guide-fails':
      case 'clarify-fails':
        return (request, index, signal) =>
          (taskOf(request.body) === 'guide') === (mode === 'guide-fails')
            ? bareError(400)
            : fixtureAnswer(request, index, signal);
      case 'held':
        return async (request, index, signal) => {
          await released;
          return fixtureAnswer(request, index, signal);
        };
      case 'rate-limited-once':
        return (request, index, signal) =>
          index === 0 ? errorAnswer(429) : fixtureAnswer(request, index, signal);
      case 'server-errors':
        return () => bareError(500);
      case 'hang':
        return (_request, _index, signal) => never(signal);
      case 'malformed':
        return () => streamedAnswer([MALFORMED_ANSWER]);
      case 'hostile':
        return () => streamedAnswer([HOSTILE_CLARIFICATION_JSON]);
      case 'breakdown-fails':
      case 'breakdown-slow':
        return (request, index, signal) =>
          taskOf(request.body) !== 'breakdown'
            ? fixtureAnswer(request, index, signal)
            : mode === 'breakdown-fails'
              ? bareError(400)
              : slowBreakdown(400);
    }
  };

  const list = typeof answers === 'string' ? [modeAnswer(answers)] : [answers].flat();
  const fake: FakeAi = {
    requests: [],
    offline: false,
    release,
    async handle(request) {
      if (fake.offline) return Response.error();
      // A browser's CORS preflight; the browser adapter adds the headers.
      if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
      const recorded: RecordedAiRequest = {
        url: request.url,
        headers: request.headers,
        body: (await request.json()) as AiRequestBody,
      };
      fake.requests.push(recorded);
      const index = fake.requests.length - 1;
      return list[Math.min(index, list.length - 1)]!(recorded, index, request.signal);
    },
  };
  return fake;
}
