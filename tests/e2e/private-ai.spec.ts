import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { PRIVATE_MODELS } from '../../src/lib/ai/private-models';
import { expectNoAxeViolations } from './support/axe';
import { IDEA } from './support/faults';
import { expect, test } from './support/fixtures';
import {
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
 * scripts/write-tiny-gguf.mjs writes, served at the default model's address with `page.route`, so
 * nothing leaves this machine. Its words are gibberish: the story checks shapes, never words.
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
  await page.route(MODEL_URL, async (route: Route) => {
    served.count += 1;
    await held;
    await route.fulfill({
      status: 200,
      body: tinyModel,
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(tinyModel.length),
        'access-control-allow-origin': '*',
      },
    });
  });
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

  test('a visitor with no AI picks it from the notice, downloads it with progress, runs the journey on it, and a reload uses the kept model', async ({
    page,
    baseURL,
  }) => {
    // A visitor who chose 'No AI' earlier: the deployment's fake AI is never asked.
    await page.addInitScript(() => {
      if (!localStorage.getItem('clarity.ai-choice'))
        localStorage.setItem('clarity.ai-choice', JSON.stringify({ kind: 'none' }));
    });
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

    // Back to the idea: the journey runs on the model in the page.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(ideaInputHeading(page)).toBeVisible();
    await expect(page.getByText('AI not connected')).toHaveCount(0);
    await ideaBox(page).fill(IDEA);
    await letsGo(page).click();
    await expect(clarificationHeading(page)).toBeVisible({ timeout: ENGINE_TIMEOUT });
    // Written by the model, so no notice about general pointers.
    await expect(page.getByText(/general pointers/)).toHaveCount(0);
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
});
