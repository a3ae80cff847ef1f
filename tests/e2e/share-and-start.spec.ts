import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validClarification, validMvpGuide } from '../support/fixtures/ai';
import { expect, test } from './support/fixtures';
import {
  clarifyIdea,
  ideaBox,
  ideaInputHeading,
  openFirstGuide,
  startAsVisitor,
  tickStep,
} from './support/steps';

/**
 * Issue 29's starting points and 'Share' (local mode, production build), at both widths: a start
 * fills the blank box and sends nothing; a plan shared from the walkthrough opens in another
 * browser with no account, read-only, and 'Make it mine' carries on with it there.
 */

const IDEA = 'A seed library in the village hall, where neighbours swap seeds each spring';
const STEP = (n: number) => validMvpGuide.steps[n - 1]!.title;
const startingPoints = (page: Page) => page.getByRole('group', { name: /Pick a starting point/ });

test('a starting point fills the blank box with a prompt to finish, and sends nothing', async ({
  page,
}) => {
  const ai = await fakeAi(page);
  // The starts' code is fetched once the box is on screen; held back here, it arrives late, and
  // nothing under the box moves when it does.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/starting-points-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await startAsVisitor(page);
  const letsGo = page.getByRole('button', { name: "Let's go!" });
  const before = await letsGo.boundingBox();
  await expect(startingPoints(page)).toBeHidden();
  release();
  await expect(startingPoints(page)).toBeVisible();
  expect(await letsGo.boundingBox()).toEqual(before);
  await expectNoAxeViolations(page, 'the idea input with its starting points');

  await page.getByRole('button', { name: 'A small business' }).click();
  await expect(ideaBox(page)).toHaveValue(/^A small business that sells \n/);
  await expect(ideaBox(page)).toBeFocused();
  await expect(startingPoints(page)).toBeHidden();
  await page.keyboard.type('seedlings');
  await expect(ideaBox(page)).toHaveValue(/^A small business that sells seedlings\n/);
  // Still the person's to finish: nothing went to the AI.
  await expect(ideaInputHeading(page)).toBeVisible();
  expect(ai.requests).toHaveLength(0);
});

test("a shared plan opens in a fresh browser with no account, read-only, and 'Make it mine' continues it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await fakeAi(page);
  await startAsVisitor(page);
  await clarifyIdea(page, IDEA);
  await openFirstGuide(page, 'Build an MVP');
  await tickStep(page, STEP(1));
  await expect(page.getByText('1 of 4 completed')).toBeVisible();

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this plan' });
  await expect(dialog).toContainText('Anyone with this link can read this plan');
  const field = dialog.getByRole('textbox', { name: 'Link to this plan' });
  await expect(field).toHaveValue(/\/shared#1\./);
  await expectNoAxeViolations(page, "the 'Share' dialog");
  const link = await field.inputValue();

  // Someone else's browser: no account, nothing stored, the same width as this story's.
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const elsewhere = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    serviceWorkers: 'block',
  });
  const other = await elsewhere.newPage();
  const errors: string[] = [];
  other.on('pageerror', (error) => errors.push(error.message));
  other.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await other.goto(link);
  await expect(
    other.getByRole('heading', { level: 1, name: 'Someone shared a plan with you' }),
  ).toBeVisible();
  await expect(other.getByText('Anyone with this link can read this plan.')).toBeVisible();
  await expect(other.getByText(IDEA)).toBeVisible();
  await expect(other.getByText(validClarification.problem)).toBeVisible();
  await expect(other.getByText('1 of 4 completed when it was shared')).toBeVisible();
  await expect(
    other.getByRole('heading', { level: 3, name: `Step 1, done: ${STEP(1)}` }),
  ).toBeVisible();
  await expect(other.getByRole('heading', { level: 3, name: `Step 2: ${STEP(2)}` })).toBeVisible();
  await expect(other.getByRole('button', { name: /Mark as/ })).toHaveCount(0);
  await expectNoAxeViolations(other, '/shared');

  await other.getByRole('button', { name: 'Make it mine' }).click();
  await expect(other).toHaveURL(`${new URL(link).origin}/`);
  await expect(other.getByRole('heading', { level: 1, name: 'Build an MVP' })).toBeVisible();
  await expect(other.getByText('1 of 4 completed')).toBeVisible();
  await other.getByRole('button', { name: `Mark as complete: ${STEP(2)}` }).click();
  await expect(other.getByText('2 of 4 completed')).toBeVisible();

  // A link cut short says so, in one sentence.
  await other.goto(link.slice(0, -12));
  await expect(
    other.getByText(
      'This link is damaged, perhaps cut short when it was copied: ask for the whole link again.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(other, '/shared with a damaged link');
  expect(errors).toEqual([]);
  await elsewhere.close();
});
