import { http } from 'msw';
import { parseEnv, type AppEnv } from '@/config/env-schema';
import { createFakeAi, streamedAnswer, tokens, type AiAnswer, type FakeAiMode } from './fake-ai';

/**
 * The fake AI (./fake-ai.ts) for the component tests: an msw handler to register with
 * `server.use(...)`, and the `requests` it recorded so a test can read what was sent.
 */

export const AI_TEST_BASE_URL = 'https://ai.test/v1';
const AI_TEST_COMPLETIONS_URL = `${AI_TEST_BASE_URL}/chat/completions`;

/** An environment that calls the fake endpoint directly with a key (route 'direct-key'). */
export const aiTestEnv = (overrides: Record<string, string> = {}): AppEnv =>
  parseEnv({
    VITE_OPENAI_API_KEY: 'sk-test-key',
    VITE_AI_BASE_URL: AI_TEST_BASE_URL,
    VITE_AI_MODEL: 'gpt-4o-mini',
    ...overrides,
  });

/**
 * A handler for POST {base}/chat/completions answering as `answers` says: a mode of the fake, or
 * the test's own answers used in order (the last one repeats).
 */
export function aiCompletions(
  answers: FakeAiMode | AiAnswer | AiAnswer[],
  url = AI_TEST_COMPLETIONS_URL,
) {
  const fake = createFakeAi(answers);
  const handler = http.post(url, ({ request }) => fake.handle(request));
  return { handler, requests: fake.requests, fake };
}

/** Shorthand: every call streams `content` in small pieces. */
export const aiAnswers = (content: string, options?: { size?: number; pauseMs?: number }) =>
  aiCompletions(() => streamedAnswer(tokens(content, options?.size), options));
