import type { Page } from '@playwright/test';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validClarification, validMvpGuide, GENERAL_MVP_FIRST_STEP } from '../support/fixtures/ai';
import { expectNoAxeViolations } from './support/axe';
import { IDEA } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  chooseNoAi,
  clarificationHeading,
  clarifyIdea,
  ideaBox,
  ideaInputHeading,
  letsGo,
  openFirstGuide,
  startAsVisitor,
} from './support/steps';

/**
 * 'AI settings' set from the screen, as a person does: their own service (the fake AI at another
 * address than the build's), the browser's built-in model (a fake `LanguageModel` global), and an
 * address the page's security policy does not allow.
 */

const OWN_BASE_URL = 'https://own-ai.e2e.test/v1';
const OWN_KEY = 'e2e-own-key-0123456789';

const settingsHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'AI settings' });

async function openSettingsFromIdeaInput(page: Page) {
  await page.getByRole('link', { name: 'AI settings' }).click();
  await expect(settingsHeading(page)).toBeVisible();
  await expect(page).toHaveURL('/ai-settings');
}

test.describe('AI settings', () => {
  test('my own AI service, set from the screen, serves a whole journey and alone gets the key', async ({
    page,
  }) => {
    const deployment = await fakeAi(page);
    const own = await fakeAi(page, 'ok', { baseUrl: OWN_BASE_URL });
    const keyedRequests: string[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      if (Object.values(headers).some((value) => value.includes(OWN_KEY)))
        keyedRequests.push(new URL(request.url()).origin);
    });

    await startAsVisitor(page);
    await ideaBox(page).fill(IDEA);
    await openSettingsFromIdeaInput(page);
    await expectNoAxeViolations(page, 'AI settings');

    await page.getByRole('radio', { name: 'My own AI service' }).check();
    await page.getByLabel('Address (base URL)').fill(OWN_BASE_URL);
    await page.getByLabel('Model', { exact: true }).fill('gpt-4o-mini');
    await page.getByLabel('API key (optional)').fill(OWN_KEY);
    await expect(page.getByText(/never to Clarity’s servers/)).toBeVisible();
    await expectNoAxeViolations(page, 'AI settings, my own service');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText(/^Connected: gpt-4o-mini answered in/)).toBeVisible();
    await expect(page.getByText('Structured answers work.')).toBeVisible();
    await expectNoAxeViolations(page, 'AI settings, tested');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. New ideas go to: My own AI service.')).toBeVisible();

    // Back at the idea input, with the idea still there.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(ideaInputHeading(page)).toBeVisible();
    await expect(ideaBox(page)).toHaveValue(IDEA);
    await letsGo(page).click();
    await expect(clarificationHeading(page)).toBeVisible();
    await expect(page.getByText(validClarification.problem)).toBeVisible();
    await page.getByRole('button', { name: 'Choose your next step' }).click();
    await page.getByRole('button', { name: 'Get Started: Build an MVP' }).click();
    await expect(page.getByText(validMvpGuide.steps[0]!.title).first()).toBeVisible();

    // The test, the clarification and the guide went to the person's service, with their key.
    expect(own.requests.map((request) => request.max_tokens)).toEqual([800, 800, 1200]);
    expect(
      own.headers.every((headers) => headers.get('authorization') === `Bearer ${OWN_KEY}`),
    ).toBe(true);
    expect(deployment.requests).toHaveLength(0);
    expect(new Set(keyedRequests)).toEqual(new Set([new URL(OWN_BASE_URL).origin]));

    // Kept in this browser: a new page still sends there.
    await page.goto('/ai-settings');
    await expect(page.getByRole('radio', { name: 'My own AI service' })).toBeChecked();
    await expect(page.getByLabel('Address (base URL)')).toHaveValue(OWN_BASE_URL);
  });

  test("an AI connected from the guide's notice: Back to the journey offers 'Ask the AI now', never 'could not be reached'", async ({
    page,
  }) => {
    // A visitor who chose 'No AI' earlier: the journey makes general pointers and asks nobody.
    await chooseNoAi(page);
    const ai = await fakeAi(page);
    await startAsVisitor(page);
    await clarifyIdea(page, IDEA);
    await openFirstGuide(page, 'Build an MVP');
    await expect(
      page.getByRole('button', { name: `Mark as complete: ${GENERAL_MVP_FIRST_STEP}` }),
    ).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'The AI is not connected' });
    await expect(notice).toContainText('the steps below are general pointers');

    // From the notice to AI settings: Clarity's AI, saved, and Back to the journey.
    await notice.getByRole('link', { name: 'AI settings' }).click();
    await expect(settingsHeading(page)).toBeVisible();
    await page.getByRole('radio', { name: 'Clarity’s AI' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. New ideas go to: Clarity’s AI.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();

    // The guide says no AI was asked for it yet, and offers to ask the one connected now.
    await expect(
      page.getByRole('button', { name: `Mark as complete: ${GENERAL_MVP_FIRST_STEP}` }),
    ).toBeVisible();
    const connected = page.getByRole('status').filter({ hasText: 'An AI is connected now' });
    await expect(connected).toContainText('not written for this idea');
    await expect(page.getByText(/could not be reached/)).toHaveCount(0);
    expect(ai.requests).toHaveLength(0);
    await expectNoAxeViolations(page, "the guide offering 'Ask the AI now'");

    await connected.getByRole('button', { name: 'Ask the AI now' }).click();
    await expect(
      page.getByRole('button', { name: `Mark as complete: ${validMvpGuide.steps[0]!.title}` }),
    ).toBeVisible();
    await expect(page.getByText('0 of 4 completed')).toBeVisible();
    await expect(connected).toHaveCount(0);
    await expect(page.getByText(/could not be reached|general pointers/)).toHaveCount(0);
    expect(ai.requests).toHaveLength(1);
  });

  test('the built-in browser model answers in JSON through its response constraint', async ({
    page,
  }) => {
    const deployment = await fakeAi(page);
    await page.addInitScript((answer: string) => {
      const calls: { constrained: boolean }[] = [];
      Object.assign(window, {
        __modelCalls: calls,
        LanguageModel: {
          availability: () => Promise.resolve('available'),
          create: () =>
            Promise.resolve({
              destroy: () => undefined,
              promptStreaming: (_input: string, options?: { responseConstraint?: object }) => {
                calls.push({ constrained: Boolean(options?.responseConstraint) });
                return new ReadableStream<string>({
                  start(controller) {
                    for (let at = 0; at < answer.length; at += 20)
                      controller.enqueue(answer.slice(at, at + 20));
                    controller.close();
                  },
                });
              },
            }),
        },
      });
    }, JSON.stringify(validClarification));

    await startAsVisitor(page);
    await ideaBox(page).fill(IDEA);
    await openSettingsFromIdeaInput(page);
    await page.getByRole('radio', { name: 'Built into this browser' }).check();
    await expect(page.getByText('The built-in model is ready on this device.')).toBeVisible();
    await expectNoAxeViolations(page, 'AI settings, built into this browser');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText(/^Connected: built-in browser model answered in/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Back' }).click();

    await expect(ideaBox(page)).toHaveValue(IDEA);
    await letsGo(page).click();
    await expect(page.getByText(validClarification.problem)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __modelCalls: unknown[] }).__modelCalls),
    ).toEqual([{ constrained: true }, { constrained: true }]);
    expect(deployment.requests).toHaveLength(0);
  });

  test('an address the page may not reach is said plainly, and nothing is sent @any-width', async ({
    page,
  }) => {
    await page.goto('/ai-settings');
    // A plain-http address elsewhere than this computer: outside the build's connect-src.
    await page.getByRole('radio', { name: 'My own AI service' }).check();
    await page.getByLabel('Address (base URL)').fill('http://blocked.e2e.test/v1');
    await page.getByLabel('Model', { exact: true }).fill('gpt-4o-mini');
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect(
      page.getByText(
        /security rules do not allow connecting to http:\/\/blocked\.e2e\.test, so nothing was sent/,
      ),
    ).toBeVisible();
  });
});
