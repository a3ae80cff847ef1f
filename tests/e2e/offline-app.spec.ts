import { GENERAL_MVP_FIRST_STEP } from '../support/fixtures/ai';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { preview } from 'vite';
import { expectNoAxeViolations } from './support/axe';
import { IDEA, setAsideProvokedErrors } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  clarificationHeading,
  ideaInputHeading,
  ideaSaved,
  journeyWritesLanded,
  myIdeaCards,
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

const GUIDE_FALLBACK = /The AI could not be reached, so the steps below are general pointers/;
/** PGlite's start and the precache both download the build's 15 MB on this first visit. */
const FIRST_VISIT_TIMEOUT = 150_000;

/** Resolves once the service worker has precached the build and taken charge. */
async function offlineCopyReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('after a first visit, local mode opens offline and a journey and a tick work @any-width', async ({
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
  await ideaSaved(page);
  await page.getByRole('button', { name: 'Choose your next step' }).click();
  await page.getByRole('button', { name: 'Get Started: Build an MVP' }).click();
  await expect(page.getByText(GUIDE_FALLBACK)).toBeVisible({ timeout: 30_000 });
  await tickStep(page, GENERAL_MVP_FIRST_STEP);
  await expect(page.getByText('1 of 4 completed')).toBeVisible();
  // Stored before the reload below: a reload cuts short a write still on its way.
  await journeyWritesLanded(page);
  await expect(page.getByText(/could not be saved/)).toHaveCount(0);

  // My Ideas reads the idea back from the database on this device, and loaded again offline the
  // page comes from the worker's copy.
  await page
    .getByRole('link', { name: /My Ideas/ })
    .first()
    .click();
  await expect(myIdeaCards(page)).toHaveCount(1, { timeout: 30_000 });
  await page.reload();
  await expect(myIdeaCards(page)).toHaveCount(1, { timeout: 60_000 });
  await expect(myIdeaCards(page).first()).toContainText(IDEA.slice(0, 40));

  setAsideProvokedErrors(
    pageErrors,
    /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|ai\.e2e\.test|Failed to load resource/,
  );
});

/**
 * A deployment of its own: a copy of the e2e build served by `vite preview` on a free port, so this
 * test can put the next build's service worker in place without touching the suite's server.
 */
async function ownDeployment() {
  const folder = mkdtempSync(join(tmpdir(), 'clarity-deployment-'));
  cpSync('dist-e2e', folder, { recursive: true });
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const server = await preview({
    logLevel: 'silent',
    build: { outDir: folder },
    preview: { port, strictPort: true, host: 'localhost' },
  });
  return {
    origin: `http://localhost:${port}`,
    /** The next build: the worker's script differs, which is what the browser checks. */
    deployNext: () =>
      appendFileSync(join(folder, 'sw.js'), `\n// the next build, ${new Date().toISOString()}\n`),
    close: async () => {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

test('a new build waits for the person: "A new version is ready", then Reload', async ({
  page,
}) => {
  const deployment = await ownDeployment();
  try {
    await page.goto(`${deployment.origin}/`);
    const tryIt = page.getByRole('button', { name: /try it now/i });
    await expect(tryIt).toBeVisible();
    await offlineCopyReady(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    deployment.deployNext();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    const prompt = page.getByText('A new version is ready');
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'update prompt');
    // Until the person says so, the page keeps the code it started with: the new worker waits.
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting)),
      ),
    ).toBe(true);

    // Reload lets the new worker in, which then loads the page again: a new document, told by its
    // clock's origin (a `load` event awaited beside the click was once missed though the page had
    // reloaded, its prompt gone).
    const startedAt = await page.evaluate(() => performance.timeOrigin);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => startedAt), {
        timeout: 30_000,
      })
      .not.toBe(startedAt);
    await expect
      .poll(() =>
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => !r?.waiting && Boolean(r?.active)),
        ),
      )
      .toBe(true);
    await expect(tryIt).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    await deployment.close();
  }
});
