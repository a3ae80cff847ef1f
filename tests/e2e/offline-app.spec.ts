import type { Page } from '@playwright/test';
import { IDEA, setAsideProvokedErrors } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  clarificationHeading,
  dismissFeedbackPrompt,
  ideaInputHeading,
  signUpLocally,
  submitIdea,
  tickStep,
} from './support/steps';

/**
 * The installed app (docs/decisions/048-installable-and-offline.md): after one visit, the service
 * worker has the whole build, so local mode opens and works with the network off; and a new build
 * waits for the person to say 'Reload'.
 */

test.use({ serviceWorkers: 'allow' });

const GUIDE_FALLBACK = 'Failed to load personalized guide content. Please try again.';
/** PGlite's start and the precache both download the build's 15 MB on this first visit. */
const FIRST_VISIT_TIMEOUT = 150_000;

/** Resolves once the service worker has precached the build and taken charge. */
async function offlineCopyReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('after a first visit, local mode opens offline and a journey and a tick work', async ({
  page,
  context,
  pageErrors,
}) => {
  test.setTimeout(300_000);
  await signUpLocally(page, { label: 'offline-app' });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean)), {
      timeout: FIRST_VISIT_TIMEOUT,
    })
    .toBe(true);
  await offlineCopyReady(page);

  await context.setOffline(true);
  // Proof the network is really off for the page: a file that is not part of the build.
  expect(
    await page.evaluate(() =>
      fetch('/not-in-the-build.txt').then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(ideaInputHeading(page)).toBeVisible({ timeout: 60_000 });

  // No AI can be reached, so the journey goes on with the general pointers, saved to the account.
  await submitIdea(page, IDEA);
  await expect(clarificationHeading(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'View My Ideas' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Choose your next step' }).click();
  await page.getByRole('button', { name: 'Get Started: Build an MVP' }).click();
  await dismissFeedbackPrompt(page);
  await expect(page.getByText(GUIDE_FALLBACK)).toBeVisible({ timeout: 30_000 });
  await tickStep(page, 'Getting Started');
  await expect(page.getByText('1 of 1 completed')).toBeVisible();
  await expect(page.getByText(/could not be saved/)).toHaveCount(0);

  // A page without a file of its own (My Ideas, then the idea's journey) also opens offline, from
  // the database on this device.
  await page.goto('/ideas');
  await page
    .getByRole('link', { name: /Journey of idea/ })
    .first()
    .click();
  await expect(page.getByText('1 of 1 completed')).toBeVisible({ timeout: 30_000 });

  setAsideProvokedErrors(
    pageErrors,
    /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ai\.e2e\.test|Failed to load resource/,
  );
});

test('a new build waits for the person: "A new version is ready", then Reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /try it now/i })).toBeVisible();
  await offlineCopyReady(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A new deployment: the worker's script differs by a byte.
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// the next build\n` });
  });
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

  const prompt = page.getByText('A new version is ready');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  // The page keeps running the code it started with until then.
  expect(
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null),
    ),
  ).toBe(true);

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: /try it now/i })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((r) => r?.waiting === null),
      ),
    )
    .toBe(true);
});
