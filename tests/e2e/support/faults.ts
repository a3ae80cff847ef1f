import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { FakeAi } from './fake-ai';

/**
 * Helpers for the fault specs (tests/e2e/faults-*.spec.ts): getting a visitor or a local account
 * to the idea input, and setting aside the lines the browser itself logs for failures a test
 * provokes on purpose, so that anything else the page logs still fails the test.
 */

export const IDEA = 'An app that helps students prepare for exams with short daily quizzes';
export const PASSWORD = 'faults-password-2718';

export const ideaBox = (page: Page) => page.getByRole('textbox', { name: 'Share Your Idea' });
export const letsGo = (page: Page) => page.getByRole('button', { name: "Let's go!" });
export const clarificationHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: "Here's your structured idea" });

/** A visitor, from the landing page to the idea input. */
export async function startAsVisitor(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /try it now/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: "What's on your mind?" })).toBeVisible();
}

/** A new local account (embedded database, password hashed in the browser), left at the idea input. */
export async function signUp(page: Page): Promise<string> {
  const email = `faults.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/', { timeout: 150_000 });
  await expect(page.getByRole('heading', { level: 1, name: "What's on your mind?" })).toBeVisible({
    timeout: 30_000,
  });
  return email;
}

export async function dismissFeedbackPrompt(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Maybe later' }).click();
  await expect(dialog).toBeHidden();
}

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
