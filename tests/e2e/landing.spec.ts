import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import { setAsideProvokedErrors } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  clarifyIdea,
  openFirstGuide,
  startAsVisitor,
  submitIdea,
  tickEveryStep,
} from './support/steps';

const CALM_IDEA = 'A calm planner for people with ADHD';

test.describe('the landing page', () => {
  test('is axe-clean, with its menu, FAQ and contact dialog working', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeVisible();
    // The footer names the AI in use once it comes near the screen (its checks load then).
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByText('Powered by gpt-4o-mini')).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expectNoAxeViolations(page, 'landing');

    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectNoAxeViolations(page, 'landing with the mobile menu open');
      await page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' }).click();
      await expect(page.locator('#mobile-menu')).toHaveCount(0);
    } else {
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Pricing' })
        .click();
    }
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pricing' })).toBeInViewport();

    const faq = page.locator('#faq');
    await faq.getByRole('button', { name: 'Can I delete my data?' }).click();
    const deleteAnswer = faq.getByRole('region', { name: 'Can I delete my data?' });
    await expect(deleteAnswer).toBeVisible();
    await faq
      .getByRole('button', { name: 'Is there a limit on how many ideas I can clarify?' })
      .click();
    await expect(
      faq.getByRole('region', { name: 'Is there a limit on how many ideas I can clarify?' }),
    ).toBeVisible();
    await expect(deleteAnswer).toBeHidden();
    await expectNoAxeViolations(page, 'landing with an FAQ answer open');

    await faq.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'contact dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The app's code, working above, was fetched only after the prerendered page painted
    // (docs/decisions/055-app-code-after-the-first-paint.md).
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(scripts.length).toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint ?? Infinity);
  });

  test('the processing screen is axe-clean and announces its steps politely', async ({ page }) => {
    const ai = await fakeAi(page, 'held');
    await startAsVisitor(page, 'closing card');
    await submitIdea(page, CALM_IDEA);
    await expect(
      page.getByRole('heading', { level: 1, name: 'AI is analyzing your idea...' }),
    ).toBeFocused();
    // Nothing has arrived yet: the bar stands at its start (5 %), and moves with each field.
    await expect(page.getByRole('progressbar', { name: 'Analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    await expectNoAxeViolations(page, 'processing');
    ai.release();
    await expect(
      page.getByRole('heading', { level: 1, name: "Here's your structured idea" }),
    ).toBeVisible();
  });

  // The two confetti stories run at desktop width only: whether the canvas comes and goes does not
  // depend on the width, and the completed guide's card is axe-checked at 390 px by journey.spec.ts.
  test('under reduced motion a completed guide shows its card without confetti @any-width', async ({
    page,
    pageErrors,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fakeAi(page, 'guide-fails');
    await startAsVisitor(page, 'closing card');
    await clarifyIdea(page, CALM_IDEA);
    await openFirstGuide(page, 'Understand your audience');
    await tickEveryStep(page);
    await expect(
      page.getByRole('heading', { name: 'Want help with something else?' }),
    ).toBeVisible();
    await expect(page.locator('canvas')).toHaveCount(0);
    // The browser logs the failed AI request this test provokes; nothing else may be logged.
    setAsideProvokedErrors(pageErrors, /status of 400/);
  });

  test('a completed guide celebrates with confetti when motion is welcome @any-width', async ({
    page,
    pageErrors,
  }) => {
    await fakeAi(page, 'guide-fails');
    await startAsVisitor(page, 'closing card');
    await clarifyIdea(page, CALM_IDEA);
    await openFirstGuide(page, 'Explore monetization');
    await tickEveryStep(page);
    await expect(page.locator('canvas')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { name: 'Want help with something else?' }),
    ).toBeVisible();
    // 3 seconds of confetti, then it is gone.
    await expect(page.locator('canvas')).toHaveCount(0, { timeout: 6_000 });
    setAsideProvokedErrors(pageErrors, /status of 400/);
  });
});
