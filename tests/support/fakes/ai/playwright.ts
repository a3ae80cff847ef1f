import type { Page } from '@playwright/test';
import { E2E_AI_BASE_URL } from '../../../../playwright.config';
import { routeToFake } from '../playwright-route';
import { createFakeAi, type AiAnswer, type AiRequestBody, type FakeAiMode } from './fake-ai';

/**
 * The fake AI (./fake-ai.ts) for the e2e build, which points VITE_AI_BASE_URL at an address
 * nobody serves: `fakeAi(page, mode)` answers there (`routeToFake`, ../playwright-route.ts).
 */

export interface FakeAi {
  /** Bodies of the chat-completion requests the page made, in order. */
  readonly requests: AiRequestBody[];
  /** Their headers, in the same order. */
  readonly headers: Headers[];
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

/**
 * Installs the fake on the page: a ready-made mode, or the test's own answers. Call before the page
 * makes its first AI request. `baseUrl`: another provider than the build's (one a person sets in
 * 'AI settings').
 */
export async function fakeAi(
  page: Page,
  answers: FakeAiMode | AiAnswer | AiAnswer[] = 'ok',
  { baseUrl = E2E_AI_BASE_URL }: { baseUrl?: string } = {},
): Promise<FakeAi> {
  const fake = createFakeAi(answers);
  const completionsUrl = `${baseUrl}/chat/completions`;
  const view: FakeAi = {
    get requests() {
      return fake.requests.map((request) => request.body);
    },
    get headers() {
      return fake.requests.map((request) => request.headers);
    },
    aborted: 0,
    get offline() {
      return fake.offline;
    },
    set offline(offline: boolean) {
      fake.offline = offline;
    },
    release: fake.release,
  };
  page.on('requestfailed', (request) => {
    if (request.url() === completionsUrl && request.method() === 'POST') view.aborted += 1;
  });
  await routeToFake(page, completionsUrl, fake.handle, { abortAs: 'internetdisconnected' });
  return view;
}
