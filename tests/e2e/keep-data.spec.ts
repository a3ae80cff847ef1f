import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import { expect, test } from './support/fixtures';
import { clarifyIdea, openMyIdeas, signUpLocally, startAsVisitor } from './support/steps';

/**
 * Keeping a person's data in local mode (docs/decisions/091-keeping-a-persons-data.md), on the
 * production build at both widths: the browser asked for lasting storage once there is an idea to
 * keep, the honest line on My Ideas and in the dashboard's 'Your data', 'Keep a copy', and the
 * living copy in a file that follows each change without a click.
 */

const FIRST = 'A seed library in the school hall where families swap seeds every spring';
const SECOND = 'A bike bus that walks younger kids to school along the canal path';

const KEPT = 'Your ideas are kept in this browser for good.';
const MAY_CLEAR = "This browser may clear your ideas if you don't open Clarity for a while.";

/**
 * The browser's answer to `navigator.storage.persist()`, fixed for the test; how often the page
 * asked is counted in this tab, and a granted answer holds for `persisted()` from then on.
 */
async function browserAnswersPersist(page: Page, granted: boolean) {
  await page.addInitScript((answer: boolean) => {
    const storage = navigator.storage;
    storage.persisted = async () => localStorage.getItem('e2e.persisted') === 'true';
    storage.persist = async () => {
      const asked = Number(sessionStorage.getItem('e2e.persist-asked') ?? '0');
      sessionStorage.setItem('e2e.persist-asked', String(asked + 1));
      localStorage.setItem('e2e.persisted', String(answer));
      return answer;
    };
  }, granted);
}

const timesAsked = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('e2e.persist-asked') ?? '0'));

const keepingLine = (page: Page) => page.getByRole('region', { name: 'Where your ideas are kept' });

/** A fresh journey for the next idea, from My Ideas. */
async function startNewIdea(page: Page) {
  await page.evaluate(() => sessionStorage.removeItem('clarity.journey'));
  await page.getByRole('link', { name: 'New Idea' }).first().click();
  await expect(page).toHaveURL('/');
}

test('granted: asked once there is an idea, then the ideas are kept for good', async ({ page }) => {
  test.setTimeout(300_000);
  await fakeAi(page);
  await browserAnswersPersist(page, true);

  // A visitor keeps nothing, and the landing page never asks.
  await startAsVisitor(page);
  expect(await timesAsked(page)).toBe(0);

  await signUpLocally(page, { label: 'keep-granted' });
  expect(await timesAsked(page)).toBe(0);
  await clarifyIdea(page, FIRST, { saved: true });
  await expect.poll(() => timesAsked(page), { timeout: 30_000 }).toBe(1);

  await openMyIdeas(page, 1);
  await expect(keepingLine(page)).toContainText(KEPT);
  await expect(
    keepingLine(page).getByRole('button', { name: 'Keep a copy', exact: true }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page, 'My Ideas, kept for good');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toContainText(KEPT);
  await expect(yourData.getByRole('button', { name: 'Download all my data' })).toBeVisible();
  await expectNoAxeViolations(page, 'the dashboard, kept for good');
  expect(await timesAsked(page)).toBe(1);
});

test('refused: said honestly, with Keep a copy beside it, and asked once per session', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await fakeAi(page);
  await browserAnswersPersist(page, false);
  await signUpLocally(page, { label: 'keep-refused' });
  await clarifyIdea(page, FIRST, { saved: true });
  await expect.poll(() => timesAsked(page), { timeout: 30_000 }).toBe(1);

  await openMyIdeas(page, 1);
  const line = keepingLine(page);
  await expect(line).toContainText(MAY_CLEAR);
  await expectNoAxeViolations(page, 'My Ideas, may clear');

  const download = page.waitForEvent('download');
  await line.getByRole('button', { name: 'Keep a copy', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clarity-data-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(path, 'utf8')) as {
    format: string;
    ideas: { idea_text: string }[];
  };
  expect(data.format).toBe('clarity-account-data');
  expect(data.ideas.map((idea) => idea.idea_text)).toEqual([FIRST]);
  await expect(line.getByRole('status')).toHaveText(
    `Kept a copy: ${file.suggestedFilename()} is in your downloads.`,
  );

  // Back the next time in the same browser session: not asked again.
  await page.reload();
  // The embedded database opens again first: seconds alone, much more on a busy machine.
  await expect(keepingLine(page)).toContainText(MAY_CLEAR, { timeout: 90_000 });
  expect(await timesAsked(page)).toBe(1);
});

test('a living copy in a file follows each change without a click', async ({ page }) => {
  test.setTimeout(360_000);
  await fakeAi(page);
  await browserAnswersPersist(page, false);
  // The file the person "chooses": a real handle of the origin-private file system.
  await page.addInitScript(() => {
    (
      window as unknown as { showSaveFilePicker: () => Promise<FileSystemFileHandle> }
    ).showSaveFilePicker = async () =>
      (await navigator.storage.getDirectory()).getFileHandle('living-copy.json', { create: true });
  });
  // The ideas in the file now. A read that meets the app's write in flight (the file changed under
  // its snapshot: NotReadableError) reads again, as a person opening the file a moment later would.
  const copied = () =>
    page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      const handle = await root.getFileHandle('living-copy.json', { create: true });
      let text = '';
      for (let attempt = 1; ; attempt++) {
        try {
          text = await (await handle.getFile()).text();
          break;
        } catch (error) {
          if ((error as DOMException).name !== 'NotReadableError' || attempt === 10) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      return text
        ? (JSON.parse(text) as { ideas: { idea_text: string }[] }).ideas
            .map((idea) => idea.idea_text)
            .sort()
        : [];
    });

  await signUpLocally(page, { label: 'keep-file' });
  await clarifyIdea(page, FIRST, { saved: true });
  await openMyIdeas(page, 1);
  const line = keepingLine(page);
  await line.getByRole('button', { name: 'Keep a copy in a file' }).click();
  await expect(line).toContainText('Copy updated just now.', { timeout: 30_000 });
  expect(await copied()).toEqual([FIRST]);
  await expectNoAxeViolations(page, 'My Ideas with a living copy');

  // A second idea reaches the file within 10 seconds of its save, with no click.
  await startNewIdea(page);
  await clarifyIdea(page, SECOND, { saved: true });
  await expect.poll(copied, { timeout: 10_000, intervals: [500] }).toEqual([SECOND, FIRST].sort());

  // After a reload the file is still known, and the dashboard says where it is.
  await page.goto('/dashboard');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toContainText(
    'Clarity keeps living-copy.json up to date after every change.',
    {
      timeout: 30_000,
    },
  );
  await expect(yourData).toContainText(/Copy updated (just now|1 minute ago)\./);
  await expectNoAxeViolations(page, 'the dashboard with a living copy');
});
