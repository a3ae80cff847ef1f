import { fakeAi } from '../support/fakes/ai/playwright';
import { validMvpGuide as fakeMvpGuide, GENERAL_MVP_FIRST_STEP } from '../support/fixtures/ai';
import { expectNoAxeViolations } from './support/axe';
import { IDEA, setAsideProvokedErrors, setOnline } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  cardMenuItem,
  clarifyIdea,
  myIdeaCards,
  openFirstGuide,
  signUpLocally,
  startAsVisitor,
  tickStep,
} from './support/steps';

/** The connection dropping in the middle of a journey, and coming back. */

const OFFLINE = /You're offline\. Nothing you typed or ticked is lost/;
const GUIDE_FALLBACK = /The AI could not be reached, so the steps below are general pointers/;

test.describe('offline mid-journey', () => {
  test('a visitor offline at the guide gets the fallback, keeps the tick, and goes on once back', async ({
    page,
    context,
    pageErrors,
  }) => {
    const ai = await fakeAi(page);
    await startAsVisitor(page);
    await clarifyIdea(page, IDEA);
    await page.getByRole('button', { name: 'Choose your next step' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to do next?' }),
    ).toBeVisible();

    await setOnline(context, ai, false);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expectNoAxeViolations(page, 'offline notice');
    await page.getByRole('button', { name: 'Get Started: Build an MVP' }).click();
    await expect(page.getByText(GUIDE_FALLBACK)).toBeVisible({ timeout: 20_000 });
    await tickStep(page, GENERAL_MVP_FIRST_STEP);
    await expect(page.getByText('1 of 4 completed')).toBeVisible();

    await setOnline(context, ai, true);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    // The Export menu, whose code could not be fetched offline, comes back without a reload.
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await page
      .getByRole('button', { name: /^(Explore another path|Choose a different path)$/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Get Started: Build an MVP' }).click();
    await expect(page.getByText(fakeMvpGuide.steps[0]!.title).first()).toBeVisible();
    // The tick made offline is still there on the real guide.
    await expect(page.getByText('1 of 4 completed')).toBeVisible();
    await expect(page.getByText(GUIDE_FALLBACK)).toHaveCount(0);
    setAsideProvokedErrors(pageErrors, /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  });

  test('a signed-in person keeps ticking offline, and every tick is still there once back @any-width', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    const ai = await fakeAi(page);
    await signUpLocally(page, { label: 'offline' });
    await clarifyIdea(page, IDEA, { saved: true });
    await openFirstGuide(page, 'Build an MVP');
    const [first, second, third] = fakeMvpGuide.steps;
    await tickStep(page, first!.title);
    await expect(page.getByText('1 of 4 completed')).toBeVisible();

    await setOnline(context, ai, false);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await tickStep(page, second!.title);
    await expect(page.getByText('2 of 4 completed')).toBeVisible();

    await setOnline(context, ai, true);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    await tickStep(page, third!.title);
    await expect(page.getByText('3 of 4 completed')).toBeVisible();
    // No save failed on the way (a failed save would set a tick back and say so).
    await expect(page.getByText(/could not be saved/)).toHaveCount(0);

    // What was saved is what the person sees: the idea's page reads it back from the database.
    await page
      .getByRole('link', { name: /My Ideas/ })
      .first()
      .click();
    await (await cardMenuItem(myIdeaCards(page).first(), 'Open idea')).click();
    await expect(page.getByText('3 of 4 completed')).toBeVisible({ timeout: 30_000 });
  });
});
