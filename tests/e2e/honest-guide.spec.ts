import type { Page } from '@playwright/test';
import { answerByTask } from '../support/fakes/ai/fake-ai';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validClarification, validMvpGuide } from '../support/fixtures/ai';
import { expectNoAxeViolations } from './support/axe';
import { IDEA } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  chooseNoAi,
  clarificationHeading,
  clarifyIdea,
  openFirstGuide,
  startAsVisitor,
} from './support/steps';

/**
 * Issue 38, items 4 and 5 (docs/decisions/094-general-guides-and-answers-with-substance.md): with
 * no AI the guide is a real general guide in one voice, and an answer without substance is never
 * shown as the AI's.
 */

const TROUBLE = /having trouble connecting/;

/** The estimates, in minutes, the open guide's steps say (their accessible names). */
async function stepMinutes(page: Page): Promise<number[]> {
  const labels = await page
    .locator('[data-step-trigger]')
    .evaluateAll((triggers) => triggers.map((trigger) => trigger.textContent ?? ''));
  return labels.map((label) => Number(/about (\d+) minutes/.exec(label)?.[1] ?? 'NaN'));
}

/** 'Start here' and the action it names: never the words alone. */
const startHere = (page: Page) => page.getByRole('region').filter({ hasText: /^Start here:/ });

async function expectGeneralGuide(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('0 of 4 completed')).toBeVisible();
  const minutes = await stepMinutes(page);
  expect(minutes).toHaveLength(4);
  for (const estimate of minutes) expect(estimate).toBeLessThanOrEqual(60);
  await expect(startHere(page)).toBeVisible();
  await expect(startHere(page)).toHaveText(/^Start here: \p{L}.{15,}/u);
  // One voice: the notice says the AI is not connected and the steps are general; nothing
  // 'had trouble connecting', since nothing was asked.
  const notice = page.getByRole('status').filter({ hasText: 'The AI is not connected' });
  await expect(notice).toContainText('the steps below are general pointers');
  await expect(page.getByText(TROUBLE).filter({ visible: true })).toHaveCount(0);
}

test.describe('the guide with no AI', () => {
  test('each next move is a general guide of small steps with a first action, said to be general', async ({
    page,
  }) => {
    await chooseNoAi(page);
    const ai = await fakeAi(page);
    await startAsVisitor(page);
    await clarifyIdea(page, IDEA);
    await openFirstGuide(page, 'Build an MVP');
    await expectGeneralGuide(page, 'Build an MVP');
    const mvpFirst = await page.locator('[data-step-trigger]').first().innerText();
    await expectNoAxeViolations(page, 'the general MVP guide');

    // Another move has its own steps, not the MVP's again.
    await page.getByRole('button', { name: 'Choose a different path' }).click();
    await page.getByRole('button', { name: 'Get Started: Do market research' }).click();
    await expectGeneralGuide(page, 'Market Research');
    expect(await page.locator('[data-step-trigger]').first().innerText()).not.toBe(mvpFirst);
    expect(ai.requests).toHaveLength(0);
  });

  test("'trouble connecting' only after a request to the AI failed, said once", async ({
    page,
    pageErrors,
  }) => {
    await fakeAi(page, 'guide-fails');
    await startAsVisitor(page);
    await clarifyIdea(page, IDEA);
    await openFirstGuide(page, 'Build an MVP');
    await expect(
      page.getByText(/The AI could not be reached, so the steps below are general pointers/),
    ).toBeVisible();
    await expect(page.getByText(TROUBLE).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByText('0 of 4 completed')).toBeVisible();
    await expect(startHere(page)).toHaveText(/^Start here: \p{L}.{15,}/u);
    // The failed request the story provokes is the browser's only complaint.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/\b400\b/.test(e)));
  });
});

test.describe('an answer checked for substance', () => {
  test("fields of ':' are filled from the general pointers and labelled so; 'Start here' keeps an action", async ({
    page,
  }) => {
    await fakeAi(
      page,
      answerByTask({
        clarification: { ...validClarification, targetAudience: ':', format: ' , ' },
        guide: { ...validMvpGuide, startHere: { title: ',', minutes: 5 } },
      }),
    );
    await startAsVisitor(page);
    await clarifyIdea(page, IDEA);
    await expect(clarificationHeading(page)).toBeVisible();

    await expect(page.getByText('Partly general pointers')).toBeVisible();
    await expect(page.getByText('Idea Clarified!')).toHaveCount(0);
    await expect(page.getByText(/real potential/)).toHaveCount(0);
    // The AI's own parts stand as written; the empty ones are general, and say so.
    await expect(page.getByText(validClarification.problem)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /^Target audience\s*:\s*General pointer$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /^Format\s*:\s*General pointer$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Problem it solves', exact: true }),
    ).toBeVisible();
    // No card says ':' or ','.
    await expect(page.locator('main p').filter({ hasText: /^\s*[:,]\s*$/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'a clarification partly from general pointers');

    await openFirstGuide(page, 'Build an MVP');
    await expect(
      page.getByRole('button', { name: `Mark as complete: ${validMvpGuide.steps[0]!.title}` }),
    ).toBeVisible();
    await expect(startHere(page)).toHaveText(
      new RegExp(`^Start here: Give it 10 minutes: ${validMvpGuide.steps[0]!.content[0]}`),
    );
  });
});
