import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import {
  validClarification as fakeClarification,
  validMvpGuide as fakeMvpGuide,
} from '../support/fixtures/ai';
import { IDEA, setAsideProvokedErrors } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  cardMenuItem,
  clarifyIdea,
  ideaBox,
  ideaInputHeading,
  journeyWritesLanded,
  letsGo,
  myIdeaCards,
  openFirstGuide,
  signUpLocally,
  startAsVisitor,
  tickStep,
} from './support/steps';

test.describe('the idea journey', () => {
  test('a visitor goes from landing to a completed guide, axe-clean at every stage', async ({
    page,
  }) => {
    // Seven axe runs and a walk through every stage: more than a minute on a busy machine.
    test.setTimeout(120_000);
    const ai = await fakeAi(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'landing');

    await page.getByRole('button', { name: 'Start Clarifying Now' }).click();
    await expect(ideaInputHeading(page)).toBeVisible();
    await expect(ideaBox(page)).toBeFocused();
    await expectNoAxeViolations(page, 'idea input');
    await clarifyIdea(page, IDEA);

    await expect(page.getByText(fakeClarification.problem)).toBeVisible();
    await expectNoAxeViolations(page, 'clarification');
    expect(ai.requests[0]!.max_tokens).toBe(800);

    await page.getByRole('button', { name: 'Choose your next step' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to do next?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'step selector');
    await page.getByRole('button', { name: 'Get Started: Build an MVP' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Build an MVP' })).toBeVisible();
    await expect(page.getByText('0 of 4 completed')).toBeVisible();
    await expectRatingInvitationWaits(page);
    await expectNoAxeViolations(page, 'walkthrough');

    // Each tick closes its step and opens the next, in view, with focus on its heading.
    for (const [index, step] of fakeMvpGuide.steps.entries()) {
      await tickStep(page, step.title);
      await expect(page.getByText(`${index + 1} of 4 completed`)).toBeVisible();
      const next = fakeMvpGuide.steps[index + 1];
      if (!next) continue;
      // The step's heading: its title, then its estimate ('…, about 45 minutes').
      const heading = page.getByRole('button', { name: new RegExp(`^${next.title} ?,`) });
      await expect(heading).toBeFocused();
      await expect(heading).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('button', { name: `Mark as complete: ${next.title}` }),
      ).toBeInViewport();
      await expect(
        page.getByRole('button', { name: new RegExp(`^${step.title}`), expanded: false }),
      ).toBeVisible();
    }
    const closing = page.getByRole('heading', { name: 'Want help with something else?' });
    await expect(closing).toBeFocused();
    await expect(closing).toBeInViewport();
    await expect(page.getByText('4 of 4 steps done')).toBeInViewport();
    await expectNoAxeViolations(page, 'completed guide');
    await page.getByRole('button', { name: 'Explore another path' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to do next?' }),
    ).toBeVisible();

    // The browser's Back goes through the stages (never the processing one), keeping everything;
    // Forward comes back, and neither asks the AI again.
    const requests = ai.requests.length;
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: "Here's your structured idea" }),
    ).toBeFocused();
    await expect(page.getByText(fakeClarification.problem)).toBeVisible();
    await page.goBack();
    await expect(ideaBox(page)).toBeFocused();
    await expect(ideaBox(page)).toHaveValue(IDEA);
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeVisible();
    await page.goForward();
    await expect(ideaBox(page)).toHaveValue(IDEA);
    await page.goForward();
    await page.goForward();
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to do next?' }),
    ).toBeVisible();
    await page.goForward();
    await expect(page.getByText('4 of 4 completed')).toBeVisible();
    expect(ai.requests).toHaveLength(requests);
  });

  test('a reload in the middle of a guide keeps the guide and its ticks @any-width', async ({
    page,
  }) => {
    const ai = await fakeAi(page);
    await startAsVisitor(page);
    await clarifyIdea(page, IDEA);
    await openFirstGuide(page, 'Build an MVP');
    // The rating invitation arrives after the guide (its code loads late): seen once, here.
    await expect(page.getByRole('region', { name: 'Rate Clarity' })).toBeVisible();
    await tickStep(page, fakeMvpGuide.steps[0]!.title);
    await expect(page.getByText('1 of 4 completed')).toBeVisible();
    const requests = ai.requests.length;

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Build an MVP' })).toBeVisible();
    await expect(page.getByText('1 of 4 completed')).toBeVisible();
    // The rating invitation was shown once in this browser; it does not come back.
    await expect(page.getByRole('region', { name: 'Rate Clarity' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(ai.requests).toHaveLength(requests);
  });

  test('the keyboard alone can take a visitor through the journey', async ({ page }) => {
    await fakeAi(page);
    await page.goto('/');
    const hero = page.getByRole('button', { name: /try it now/i });
    await hero.focus();
    // Offered as it is before the page's code runs: a press meanwhile is kept and replayed.
    await expect(hero).toBeEnabled();
    await page.keyboard.press('Enter');
    // The box has the focus: typing goes straight in.
    await expect(ideaBox(page)).toBeFocused();
    await page.keyboard.type(IDEA);
    // Past what sits between the box and the button ('AI settings', 'Start speaking' where offered).
    await tabUntilFocused(page, letsGo(page));
    await page.keyboard.press('Enter');

    await expect(
      page.getByRole('heading', { level: 1, name: "Here's your structured idea" }),
    ).toBeFocused();
    await tabUntilFocused(page, page.getByRole('button', { name: 'Choose your next step' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'What would you like to do next?' }),
    ).toBeFocused();
    await tabUntilFocused(page, page.getByRole('button', { name: 'Get Started: Build an MVP' }));
    await page.keyboard.press('Enter');

    // Each tick moves focus to the next step's heading, already open: Tab reaches its button.
    for (const [index, step] of fakeMvpGuide.steps.entries()) {
      if (index > 0)
        await expect(
          page.getByRole('button', { name: new RegExp(`^${step.title} ?,`) }),
        ).toBeFocused();
      await tabUntilFocused(
        page,
        page.getByRole('button', { name: `Mark as complete: ${step.title}` }),
      );
      await page.keyboard.press('Enter');
      await expect(page.getByText(`${index + 1} of 4 completed`)).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'Want help with something else?' }),
    ).toBeVisible();
  });

  test('a failed guide shows the fallback and its message @any-width', async ({
    page,
    pageErrors,
  }) => {
    await fakeAi(page, 'guide-fails');
    await startAsVisitor(page);
    await clarifyIdea(page, IDEA);
    await page.getByRole('button', { name: 'Choose your next step' }).click();
    await page.getByRole('button', { name: 'Get Started: Build an MVP' }).click();
    // One notice that says it once, not the spec's 'Failed to load personalized guide content'.
    await expect(
      page.getByText(/The AI could not be reached, so the steps below are general pointers/),
    ).toBeVisible();
    await expect(page.getByText(/Failed to load personalized guide content/)).toHaveCount(0);
    await expect(
      // The print view, hidden on screen, repeats the fallback's text once the Export menu loads.
      page
        .getByText(/We're having trouble connecting to our AI right now/)
        .filter({ visible: true }),
    ).toBeVisible();
    // The browser itself logs the failed request this test provokes; nothing else may be logged.
    setAsideProvokedErrors(
      pageErrors,
      /Failed to load resource: the server responded with a status of 400/,
    );
  });

  test("a signed-in person's idea is saved and resumed from its link @any-width", async ({
    page,
    pageErrors,
  }) => {
    // Local mode: the embedded database starts and the password is hashed in the browser.
    test.setTimeout(180_000);
    // Known, reported to the owner of local mode: creating the account on /signup can raise an
    // uncaught PGlite "ErrnoError" (tests/e2e/auth.spec.ts covers sign-up itself). Only that one,
    // only on /signup, is set aside here; anything the journey logs still fails this test.
    const signupErrors = new Set<string>();
    page.on('pageerror', (error) => {
      if (new URL(page.url()).pathname === '/signup' && error.message === 'ErrnoError') {
        signupErrors.add(`pageerror: ${error.message}`);
      }
    });
    await fakeAi(page);
    await signUpLocally(page, { label: 'journey' });
    await expect(page.getByRole('link', { name: /My Ideas/ })).toBeVisible();
    await clarifyIdea(page, IDEA, { saved: true });
    await openFirstGuide(page, 'Build an MVP');
    await tickStep(page, fakeMvpGuide.steps[0]!.title);
    await expect(page.getByText('1 of 4 completed')).toBeVisible();
    await journeyWritesLanded(page);

    // Back through My Ideas and the idea's page, whose 'Continue where you left off' is the resume link.
    await page
      .getByRole('link', { name: /My Ideas/ })
      .first()
      .click();
    await expect(page).toHaveURL('/ideas');
    await (await cardMenuItem(myIdeaCards(page).first(), 'Open idea')).click();
    await expect(page).toHaveURL(/\/idea\//);
    await page.evaluate(() => sessionStorage.clear());
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await expect(page).toHaveURL('/', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Build an MVP' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('1 of 4 completed')).toBeVisible();

    const rest = pageErrors.filter((error) => !signupErrors.has(error));
    pageErrors.length = 0;
    pageErrors.push(...rest);
  });

  test("a link to an idea that is not the person's says 'Idea not found' and offers a way on", async ({
    page,
  }) => {
    await page.goto('/?selectStep=true&ideaId=0b7c2f3e-1111-4e5e-9c1a-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Idea not found' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL('/');
    await expectNoAxeViolations(page, 'idea not found');
    await page.getByRole('button', { name: 'Clarify a new idea' }).click();
    await expect(ideaBox(page)).toBeFocused();
  });
});

/** Presses Tab until `target` has focus (or fails after a generous number of presses). */
async function tabUntilFocused(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The rating invitation under an AI guide (docs/product.md §6): nothing opens by itself; the line
 * overlaps no step, notice or button; the form opens only when pressed; closing the form, and then
 * the line, leaves the page scrolled exactly where it was, even at its very end.
 */
async function expectRatingInvitationWaits(page: Page) {
  const invitation = page.getByRole('region', { name: 'Rate Clarity' });
  await expect(invitation).toBeVisible();
  // The specification's prompt opened a second after the pick: give it that second and more.
  await page.waitForTimeout(1_200);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const overlaps = await invitation.evaluate((line) => {
    const box = line.getBoundingClientRect();
    const others = document.querySelectorAll(
      'button, a, [role="status"], [role="alert"], [role="region"], li, h2, h3',
    );
    return [...others]
      .filter((other) => !line.contains(other) && !other.contains(line))
      .filter((other) => {
        const rect = other.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        const x = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
        const y = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top);
        return x > 0 && y > 0;
      })
      .map((other) => other.textContent?.slice(0, 40));
  });
  expect(overlaps).toEqual([]);

  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await invitation.getByRole('button', { name: 'Rate your experience' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'feedback dialog');
  await dialog.getByRole('button', { name: 'Maybe later' }).click();
  await expect(dialog).toBeHidden();
  await expect(invitation.getByRole('button', { name: 'Rate your experience' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await invitation.getByRole('button', { name: 'No thanks' }).click();
  await expect(invitation).toContainText("You can rate Clarity any time with 'Give feedback'.");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
