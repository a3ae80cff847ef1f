import { delay, http, HttpResponse } from 'msw';
import { parseEnv, type AppEnv } from '@/config/env-schema';

/**
 * The fake OpenAI-compatible endpoint at the network edge. Tests register these with
 * `server.use(...)`; each records the requests it answered so a test can read what was sent.
 *
 * msw 2.15 trap: a mocked 429 with a JSON body makes the openai SDK hang, so error answers carry
 * no body (`new HttpResponse(null, ...)`).
 */

export const AI_TEST_BASE_URL = 'https://ai.test/v1';
export const AI_TEST_COMPLETIONS_URL = `${AI_TEST_BASE_URL}/chat/completions`;

/** An environment that calls the fake endpoint directly with a key (route 'direct-key'). */
export const aiTestEnv = (overrides: Record<string, string> = {}): AppEnv =>
  parseEnv({
    VITE_OPENAI_API_KEY: 'sk-test-key',
    VITE_AI_BASE_URL: AI_TEST_BASE_URL,
    VITE_AI_MODEL: 'gpt-4o-mini',
    ...overrides,
  });

export interface RecordedAiRequest {
  url: string;
  headers: Headers;
  body: {
    model: string;
    temperature: number;
    max_tokens: number;
    stream: boolean;
    messages: { role: string; content: string }[];
    response_format?: {
      type: string;
      json_schema?: { name: string; strict: boolean; schema: unknown };
    };
  };
}

/** Splits text into pieces of `size` characters: how a model streams tokens. */
export const tokens = (text: string, size = 7): string[] =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

/** A Server-Sent Events body of chat-completion chunks, ending with [DONE]. */
export function sseStream(
  pieces: string[],
  { pauseMs = 0 }: { pauseMs?: number } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(chunk('')));
      for (const piece of pieces) {
        if (pauseMs > 0) await delay(pauseMs);
        controller.enqueue(encoder.encode(chunk(piece)));
      }
      controller.enqueue(encoder.encode(chunk(null, 'stop')));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
}

export const streamedAnswer = (pieces: string[], options?: { pauseMs?: number }) =>
  new HttpResponse(sseStream(pieces, options), {
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  });

/** An error answer without a body (see the trap above); `retry-after-ms: 1` keeps SDK retries fast. */
export const errorAnswer = (status: number, headers: Record<string, string> = {}) =>
  new HttpResponse(null, { status, headers: { 'retry-after-ms': '1', ...headers } });

type Answer = (request: RecordedAiRequest, index: number) => Response | Promise<Response>;

/**
 * A handler for POST {base}/chat/completions. `answers` are used in order (the last one repeats);
 * `requests` collects what the client sent.
 */
export function aiCompletions(answers: Answer | Answer[], url = AI_TEST_COMPLETIONS_URL) {
  const list = Array.isArray(answers) ? answers : [answers];
  const requests: RecordedAiRequest[] = [];
  const handler = http.post(url, async ({ request }) => {
    const recorded: RecordedAiRequest = {
      url: request.url,
      headers: request.headers,
      body: (await request.json()) as RecordedAiRequest['body'],
    };
    requests.push(recorded);
    const answer = list[Math.min(requests.length - 1, list.length - 1)]!;
    return answer(recorded, requests.length - 1);
  });
  return { handler, requests };
}

/** Shorthand: every call streams `content` in small pieces. */
export const aiAnswers = (content: string, options?: { size?: number; pauseMs?: number }) =>
  aiCompletions(() => streamedAnswer(tokens(content, options?.size), options));

export const validClarification = {
  problem: 'Students cram the night before exams and forget most of it.',
  targetAudience: 'University students juggling several courses, especially those with ADHD.',
  uniqueValue: 'Turns lecture notes into five-minute daily quizzes that adapt to what you forget.',
  format: 'A mobile app, because students study in short bursts on their phones.',
  challenges: [
    'Getting students to open the app every day',
    'Generating good questions from messy notes',
    'Competing with free flashcard apps',
  ],
  tags: ['education', 'study', 'spaced repetition'],
};

export const validMvpGuide = {
  steps: [1, 2, 3, 4].map((n) => ({
    title: `Step ${n} title`,
    description: `Why step ${n} matters.`,
    content: [`Do the first thing for step ${n}`, `Do the second thing for step ${n}`],
  })),
  tools: ['Figma', 'Supabase', 'Expo'],
  timeline: 'Week 1: scope. Week 2-3: build. Week 4: test with 10 students.',
};
