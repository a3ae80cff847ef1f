import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PRIVATE_MODELS } from '../../src/lib/ai/private-models';
import { routeToFake } from '../support/fakes/playwright-route';
import { expectNoAxeViolations } from './support/axe';
import { IDEA } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  chooseNoAi,
  clarificationHeading,
  ideaInputHeading,
  letsGo,
  ideaBox,
  openFirstGuide,
  startAsVisitor,
} from './support/steps';

/**
 * 'Private AI in this browser' as a visitor with no AI meets it: offered beside 'AI not
 * connected', agreed to, downloaded with visible progress, then clarifying, guiding and breaking a
 * step down inside the page, and kept for the next visit. The model is the tiny one
 * scripts/write-tiny-gguf.mjs writes, served at the default model's address by the test (through
 * `routeToFake`, which leaves the page's cache on), so nothing leaves this machine. Its words are
 * gibberish: the story checks shapes, never words.
 */

const MODEL_URL = PRIVATE_MODELS[0]!.url;
/** A real engine on a busy 2-core machine: its WebAssembly compiles, then the model answers. */
const ENGINE_TIMEOUT = 180_000;

const tinyModel = (() => {
  const file = join(mkdtempSync(join(tmpdir(), 'clarity-tiny-model-')), 'tiny.gguf');
  execFileSync(process.execPath, ['scripts/write-tiny-gguf.mjs', file]);
  return readFileSync(file);
})();

/** The model's address answered locally; `hold` keeps the answer back until it is released. */
async function serveTinyModel(page: Page) {
  const served = { count: 0, release: () => {} };
  let held: Promise<void> = Promise.resolve();
  const hold = () => {
    held = new Promise((resolve) => (served.release = resolve));
  };
  await routeToFake(
    page,
    MODEL_URL,
    async () => {
      served.count += 1;
      await held;
      return new Response(tinyModel, {
        headers: {
          'content-type': 'application/octet-stream',
          'content-length': String(tinyModel.length),
        },
      });
    },
    { abortAs: 'failed' },
  );
  return { served, hold };
}

/** Every address the page asks, besides its own origin. */
function recordForeignRequests(page: Page, origin: () => string) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin()) foreign.push(url);
  });
  return foreign;
}

test.describe('Private AI in this browser', () => {
  test.setTimeout(600_000);

  // At desktop width only: each screen it passes through is checked at 390 px by the story after
  // it (the offer, the download with its progress, the ready panel) or by the journey's own
  // stories; what it adds, a journey on the model and its reload, does not depend on the width.
  test('a visitor with no AI picks it from the notice, downloads it with progress, runs the journey on it, and a reload uses the kept model @any-width', async ({
    page,
    baseURL,
  }) => {
    // A visitor who chose 'No AI' earlier: the deployment's fake AI is never asked.
    await chooseNoAi(page);
    const { served, hold } = await serveTinyModel(page);
    const foreign = recordForeignRequests(page, () => new URL(baseURL!).origin);

    await startAsVisitor(page);
    await expect(page.getByText('AI not connected', { exact: false }).first()).toBeVisible();
    await page.getByRole('link', { name: 'Use Private AI in this browser' }).click();

    // The choice is shown with what it means, and nothing has downloaded yet.
    await expect(page.getByRole('radio', { name: 'Private AI in this browser' })).toBeChecked();
    await expect(page.getByText(/about 270 MB, once/)).toBeVisible();
    await expect(page.getByText(/your idea never leaves it/)).toBeVisible();
    await expect(page.getByText(/slower than a hosted AI/)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'A model file from an address' })).toBeVisible();
    expect(served.count).toBe(0);
    await expectNoAxeViolations(page, 'Private AI, before the download');

    hold();
    await page.getByRole('button', { name: 'Download and use' }).click();
    const progress = page.getByRole('progressbar', { name: /Downloading SmolLM2/ });
    await expect(progress).toBeVisible();
    await expect(page.getByText(/MB of .*MB/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoAxeViolations(page, 'Private AI, downloading');
    served.release();
    await expect(
      page.getByText(/^Ready: SmolLM2 360M Instruct is kept in this browser/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove the downloaded model' })).toBeVisible();
    expect(served.count).toBe(1);

    // Back to the idea in one press: the journey runs on the model in the page.
    await page.getByRole('button', { name: 'Back to your idea' }).click();
    await expect(ideaInputHeading(page)).toBeVisible();
    await expect(page.getByText('AI not connected')).toHaveCount(0);
    await ideaBox(page).fill(IDEA);
    await letsGo(page).click();
    await expect(clarificationHeading(page)).toBeVisible({ timeout: ENGINE_TIMEOUT });
    // Written by the model: no notice that it could not answer. A tiny model may leave parts
    // without substance; those are general pointers, labelled, never 'Idea Clarified!'.
    await expect(page.getByText(/not connected|could not answer/)).toHaveCount(0);
    await expect(
      page.getByText('Idea Clarified!').or(page.getByText('Partly general pointers')).first(),
    ).toBeVisible();
    for (const card of ['Problem it solves', 'Target audience', 'Unique value or edge', 'Format'])
      await expect(page.getByRole('heading', { name: card })).toBeVisible();

    await openFirstGuide(page, 'Build an MVP');
    // At least three steps, each with its estimate, whatever their words.
    await expect(page.getByText(/^0 of [3-9] completed$/)).toBeVisible({ timeout: ENGINE_TIMEOUT });
    await expect(page.getByText(/general pointers/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Break it down', exact: true }).first().click();
    await expect(page.getByText(/^Broken into \d smaller steps\./)).toBeVisible({
      timeout: ENGINE_TIMEOUT,
    });

    // A reload keeps the model: it is read from this browser, not downloaded again.
    await page.reload();
    await page.getByRole('button', { name: 'Break it down', exact: true }).first().click();
    await expect(page.getByText(/^Broken into \d smaller steps\./)).toBeVisible({
      timeout: ENGINE_TIMEOUT,
    });
    expect(served.count).toBe(1);

    // Only the model file was asked of another address, and it was answered here.
    expect(foreign).toEqual([MODEL_URL]);
  });

  test('from the offer in three presses, none of them after a scroll: agree, download, back to the typed idea', async ({
    page,
  }) => {
    await chooseNoAi(page);
    const { served, hold } = await serveTinyModel(page);
    await startAsVisitor(page);
    await ideaBox(page).fill(IDEA);

    // 1: the offer beside 'AI not connected'.
    const offer = page.getByRole('link', { name: 'Use Private AI in this browser' });
    await expect(offer).toBeInViewport();
    await offer.click();
    // 2: what downloading means and its button, on the first screen where the person lands.
    const download = page.getByRole('button', { name: 'Download and use' });
    await expect(download).toBeInViewport();
    await expect(page.getByText(/about 270 MB, once/)).toBeInViewport();
    await expectNoAxeViolations(page, 'Private AI from the offer');
    hold();
    await download.click();
    await expect(page.getByRole('progressbar', { name: /Downloading SmolLM2/ })).toBeInViewport();
    await expectNoAxeViolations(page, 'Private AI downloading, from the offer');
    served.release();
    // 3: back to the idea, on screen and focused as soon as the model is ready.
    const back = page.getByRole('button', { name: 'Back to your idea' });
    await expect(back).toBeInViewport();
    await expect(back).toBeFocused();
    await expectNoAxeViolations(page, 'Private AI ready, from the offer');
    await back.click();

    await expect(ideaInputHeading(page)).toBeVisible();
    await expect(ideaBox(page)).toHaveValue(IDEA);
    await expect(page.getByText('AI not connected')).toHaveCount(0);
    await expect(letsGo(page)).toBeInViewport();
    expect(served.count).toBe(1);
  });

  test('removing the model says which AI answers now and offers to choose another', async ({
    page,
  }) => {
    const { served } = await serveTinyModel(page);
    await page.goto('/ai-settings?choice=private');
    await page.getByRole('button', { name: 'Download and use' }).click();
    await expect(page.getByText(/^Ready: SmolLM2 360M Instruct is kept/)).toBeVisible();
    await page.getByRole('button', { name: 'Remove the downloaded model' }).click();

    // This build has its own AI: that is what answers now, said in the words of the choices.
    await expect(page.getByText(/Removed the downloaded model: .* freed\./)).toContainText(
      'New ideas now go to: Clarity’s AI.',
    );
    await expectNoAxeViolations(page, 'Private AI removed');
    await page.getByRole('button', { name: 'Choose an AI' }).click();
    await expect(page.getByRole('radio', { name: 'Clarity’s AI' })).toBeFocused();
    expect(served.count).toBe(1);
  });
});
