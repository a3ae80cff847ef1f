import type { Page, Route } from '@playwright/test';
import { E2E_AI_BASE_URL } from '../../../playwright.config';

/**
 * The AI provider, faked at the network edge for the e2e build (which points VITE_AI_BASE_URL at
 * an address nobody serves). Answers are OpenAI-compatible Server-Sent Events streams of
 * `chat.completion.chunk`s ending in `data: [DONE]`, exactly what the SDK reads from a real
 * provider. Clarification and guide requests are told apart by their max_tokens (800 / 1200).
 */

export const AI_COMPLETIONS_URL = `${E2E_AI_BASE_URL}/chat/completions`;

export const fakeClarification = {
  problem: 'Students cram the night before exams and forget most of what they studied.',
  targetAudience: 'University students juggling several courses, especially those with ADHD.',
  uniqueValue: 'Turns lecture notes into five-minute daily quizzes that adapt to what you forget.',
  format: 'A mobile app, because students study in short bursts on their phones.',
  challenges: [
    'Getting students to open the app every day',
    'Generating good questions from messy notes',
    'Competing with free flashcard apps',
  ],
  tags: ['education', 'study', 'exams'],
};

export const fakeMvpGuide = {
  steps: [
    {
      title: 'Define the core problem',
      description: 'Decide the one thing the first version must do.',
      content: ['Write one sentence about who it helps', 'List three must-have features'],
    },
    {
      title: 'Sketch the quiz flow',
      description: 'See the experience before building it.',
      content: ['Draw the five screens on paper', 'Show them to two students'],
    },
    {
      title: 'Build the smallest version',
      description: 'Make something real people can try.',
      content: ['Use a no-code tool for the first quiz', 'Keep notes import manual for now'],
    },
    {
      title: 'Test with ten students',
      description: 'Learn what to keep and what to drop.',
      content: ['Watch them use it for a week', 'Ask what they would pay for'],
    },
  ],
  tools: ['Figma', 'Glide', 'Google Forms'],
  timeline: 'Week 1: scope. Weeks 2-3: build. Week 4: test with ten students.',
};

/**
 * - `ok`: every answer streams the fake clarification or guide.
 * - `guide-fails` / `clarify-fails`: that request answers 400 (not retried), the others `ok`.
 * - `held`: `ok`, but only once the test calls `release()`: a stage that waits for the AI stays on
 *   screen for as long as the test needs it, however slow the machine.
 * - `rate-limited-once`: the first request answers a body-less 429 with `retry-after-ms: 1`
 *   (the SDK waits that long and retries), the rest `ok`.
 * - `server-errors`: every request answers 500, so the SDK's 2 retries fail too.
 * - `hang`: requests are never answered; `aborted` counts the ones the page gave up on.
 * - `malformed`: a 200 stream whose text is no JSON at all.
 * - `hostile`: a 200 stream of JSON carrying markup and script payloads, with fields of the
 *   wrong type and extra fields.
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
  | 'hostile';

export interface FakeAi {
  /** Bodies of the chat-completion requests the page made, in order. */
  requests: { max_tokens: number; messages: { role: string; content: string }[] }[];
  /** Requests the page cancelled before they were answered (`hang` mode). */
  aborted: number;
  /**
   * Set with `context.setOffline`: routed requests bypass the browser's offline emulation, so
   * the fake drops them itself, as a lost connection does.
   */
  offline: boolean;
  /** Lets `held` requests be answered (those waiting and any later ones). */
  release: () => void;
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  // Without this the browser hides the retry hint from the SDK.
  'access-control-expose-headers': 'retry-after-ms, retry-after',
};

/** Markup a hostile or compromised model might send; the page must show it as text. */
export const HOSTILE_PROBLEM = '<img src=x onerror="window.aiPwned=1"> <b>bold</b> problem';
export const HOSTILE_AUDIENCE = '<script>window.aiPwned=1</script>[click me](javascript:alert(1))';

const hostileClarification = {
  problem: HOSTILE_PROBLEM,
  targetAudience: HOSTILE_AUDIENCE,
  uniqueValue: 42,
  format: { html: '<iframe src="javascript:alert(1)"></iframe>' },
  challenges: '<svg onload="window.aiPwned=1">',
  tags: ['<b>tag</b>', null, 7],
  constructor: 'x',
};
// A `__proto__` key only survives as JSON text (in an object literal it sets the prototype).
const hostileJson = JSON.stringify(hostileClarification).replace(
  /^\{/,
  '{"__proto__":{"polluted":true},',
);

const sseText = (text: string): string =>
  [chunk(''), chunk(text), chunk(null, 'stop'), 'data: [DONE]\n\n'].join('');

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-e2e',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

/** The whole SSE body for one answer, the JSON cut into small pieces as a model streams it. */
export const sseBody = (answer: unknown, pieceSize = 24): string => {
  const text = JSON.stringify(answer);
  const pieces = Array.from({ length: Math.ceil(text.length / pieceSize) }, (_, i) =>
    text.slice(i * pieceSize, (i + 1) * pieceSize),
  );
  return [
    chunk(''),
    ...pieces.map((piece) => chunk(piece)),
    chunk(null, 'stop'),
    'data: [DONE]\n\n',
  ].join('');
};

/** Installs the fake on the page. Call before the page makes its first AI request. */
export async function fakeAi(page: Page, mode: FakeAiMode = 'ok'): Promise<FakeAi> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const fake: FakeAi = { requests: [], aborted: 0, offline: false, release };
  page.on('requestfailed', (request) => {
    if (request.url() === AI_COMPLETIONS_URL && request.method() === 'POST') fake.aborted += 1;
  });
  await page.route(AI_COMPLETIONS_URL, async (route: Route) => {
    const request = route.request();
    if (fake.offline) {
      await route.abort('internetdisconnected');
      return;
    }
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders });
      return;
    }
    const body = request.postDataJSON() as FakeAi['requests'][number];
    fake.requests.push(body);
    const isGuide = body.max_tokens > 800;
    if ((mode === 'guide-fails' && isGuide) || (mode === 'clarify-fails' && !isGuide)) {
      // A 400 is not retried by the SDK, so the fallback shows at once.
      await route.fulfill({ status: 400, headers: corsHeaders, body: '' });
      return;
    }
    if (mode === 'rate-limited-once' && fake.requests.length === 1) {
      // Body-less: what a provider's edge sends, and what the SDK retries after the hint.
      await route.fulfill({ status: 429, headers: { ...corsHeaders, 'retry-after-ms': '1' } });
      return;
    }
    if (mode === 'server-errors') {
      await route.fulfill({ status: 500, headers: corsHeaders, body: '' });
      return;
    }
    if (mode === 'hang') {
      // Never answered: the page either gives up (requestfailed) or the test ends.
      await new Promise<void>((resolve) => {
        page.on('requestfailed', (failed) => failed === request && resolve());
        page.on('close', () => resolve());
      });
      return;
    }
    if (mode === 'malformed' || mode === 'hostile') {
      await route.fulfill({
        status: 200,
        headers: { ...corsHeaders, 'content-type': 'text/event-stream' },
        body:
          mode === 'malformed'
            ? sseText('Sure! Here is your {problem: "unterminated, [[[ <b>not json</b>')
            : sseText(hostileJson),
      });
      return;
    }
    if (mode === 'held') await released;
    await route.fulfill({
      status: 200,
      headers: { ...corsHeaders, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      body: sseBody(isGuide ? fakeMvpGuide : fakeClarification),
    });
  });
  return fake;
}
