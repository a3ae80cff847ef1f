import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { FakeAi } from '../../support/fakes/ai/playwright';

/**
 * Helpers for the fault specs (tests/e2e/faults-*.spec.ts): setting aside the lines the browser
 * itself logs for failures a test provokes on purpose, so that anything else the page logs still
 * fails the test. The steps of the way there are in ./steps.ts.
 */

export const IDEA = 'An app that helps students prepare for exams with short daily quizzes';

/**
 * Removes from the page's error list the lines Chromium writes for failed requests a test
 * provokes (`Failed to load resource: … 500`, `net::ERR_INTERNET_DISCONNECTED`, …). Only lines
 * matching `provoked` go; any other error still fails the test.
 */
export function setAsideProvokedErrors(pageErrors: string[], provoked: RegExp) {
  const others = pageErrors.filter((error) => !provoked.test(error));
  pageErrors.length = 0;
  pageErrors.push(...others);
}

/** Nothing an answer or a person typed was run as markup or script. */
export async function expectNothingInjected(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
  ).toBeUndefined();
  expect(
    await page.evaluate(() => (window as unknown as { aiPwned?: unknown }).aiPwned),
  ).toBeUndefined();
  expect(await page.evaluate(() => 'polluted' in {})).toBe(false);
  await expect(
    page.locator('main img[src="x"], main iframe, main script, main svg[onload]'),
  ).toHaveCount(0);
}

/** The browser's connection, and the faked AI with it, going down or coming back. */
export async function setOnline(context: BrowserContext, ai: FakeAi, online: boolean) {
  ai.offline = !online;
  await context.setOffline(!online);
}
