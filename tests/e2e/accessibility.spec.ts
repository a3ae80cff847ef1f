import type { Locator, Page } from '@playwright/test';
import { fakeAi } from '../support/fakes/ai/playwright';
import { expect, test } from './support/fixtures';
import {
  clarifyIdea,
  ideaBox,
  ideaInputHeading,
  letsGo,
  myIdeaCards,
  openFilter,
  openMyIdeas,
  signUpLocally,
  startAsVisitor,
  submitIdea,
} from './support/steps';

/**
 * What axe cannot see: text grown to 200 % without loss, "reduce motion" honoured, and a visible
 * focus indicator on every stop of the keyboard's way through the landing and sign-in pages. On
 * both projects (desktop 1280 px, phone 390 px).
 */

/**
 * Doubles the browser's default font size (16 → 32 px), the way a person does in the browser's
 * settings: everything sized in rem grows with it, which is what WCAG 1.4.4 (resize text) asks.
 */
async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/** Nothing scrolls sideways, and each control is shown whole, inside the viewport's width. */
async function expectNoLoss(page: Page, where: string, controls: Locator[]) {
  const rootFontSize = await page.evaluate(
    () => getComputedStyle(document.documentElement).fontSize,
  );
  expect(rootFontSize, `text size on ${where}`).toBe('32px');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `page width on ${where} at 200 % text`).toBeLessThanOrEqual(clientWidth);
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box, `${where}: ${control.toString()}`).not.toBeNull();
    expect(box!.x, `${where}: left edge of ${control.toString()}`).toBeGreaterThanOrEqual(0);
    expect(
      box!.x + box!.width,
      `${where}: right edge of ${control.toString()}`,
    ).toBeLessThanOrEqual(clientWidth + 0.5);
    // Clipped text: a control whose own content is wider than its box cuts words off.
    const clipped = await control.evaluate(
      (element) => element.scrollWidth > element.clientWidth + 1,
    );
    expect(clipped, `${where}: ${control.toString()} cuts its content`).toBe(false);
  }
}

test.describe('text at 200 %', () => {
  test('landing, idea input and sign-in lose nothing', async ({ page }) => {
    await doubleTextSize(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoLoss(page, 'the landing page', [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('button', { name: 'Start Clarifying Now' }),
    ]);

    await page.getByRole('button', { name: 'Start Clarifying Now' }).click();
    await expect(ideaInputHeading(page)).toBeVisible();
    await expectNoLoss(page, 'the idea input', [
      ideaInputHeading(page),
      ideaBox(page),
      letsGo(page),
    ]);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectNoLoss(page, 'sign-in', [
      page.getByLabel('Email'),
      page.getByLabel('Password', { exact: true }),
      page.getByRole('button', { name: 'Sign In' }),
      page.getByRole('button', { name: 'Continue with Google' }),
    ]);
  });

  test('My Ideas loses nothing', async ({ page }) => {
    // Local sign-up hashes the password (600,000 PBKDF2 rounds) and creates the database: slow on a
    // busy machine.
    test.setTimeout(300_000);
    await fakeAi(page);
    await signUpLocally(page, { label: 'a11y' });
    await clarifyIdea(
      page,
      'A garden-sharing app that pairs neighbours who have spare soil with people who want to grow food',
    );
    await openMyIdeas(page, 1);
    const card = myIdeaCards(page);

    await openFilter(page);
    await doubleTextSize(page);
    await expectNoLoss(page, 'My Ideas', [
      page.getByRole('heading', { level: 1 }),
      page
        .getByRole('searchbox')
        .or(page.getByRole('textbox', { name: /search/i }))
        .first(),
      card.first(),
    ]);
  });
});

/** Animations the page is running now (finished ones and those reduced to nothing are not). */
const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name =
          animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name;
        return `${name} on <${target?.tagName.toLowerCase() ?? '?'} class="${target?.getAttribute('class') ?? ''}">`;
      }),
  );

const CALM_IDEA = 'A calm planner for people with ADHD';
const processingHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'AI is analyzing your idea...' });

test.describe('prefers-reduced-motion: reduce', () => {
  test('nothing moves: landing, loading, processing, and no confetti canvas', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await fakeAi(page, 'hang');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => runningAnimations(page), { message: 'animations on the landing page' })
      .toEqual([]);

    await page.getByRole('button', { name: 'Start Clarifying Now' }).click();
    await submitIdea(page, CALM_IDEA);
    await expect(processingHeading(page)).toBeVisible();
    // The AI never answers here: the processing screen stays, with its spinner and progress.
    await expect
      .poll(() => runningAnimations(page), { message: 'animations while processing' })
      .toEqual([]);
    await expect(page.locator('canvas')).toHaveCount(0);
  });

  test('without the preference, the processing screen does animate (the check above can fail)', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await fakeAi(page, 'hang');
    await startAsVisitor(page, 'closing card');
    await submitIdea(page, CALM_IDEA);
    await expect(processingHeading(page)).toBeVisible();
    await expect.poll(async () => (await runningAnimations(page)).length).toBeGreaterThan(0);
  });
});

/** How the focused element shows it has focus: its outline, or a focus ring drawn as a box shadow. */
const focusIndicator = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    const label =
      element.getAttribute('aria-label') ??
      element.textContent?.trim().slice(0, 40) ??
      element.tagName;
    return {
      label: `<${element.tagName.toLowerCase()}> ${label}`,
      visible: outline || ring,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
    };
  });

/** Tabs through the page from the top until focus comes back around (or `max` stops). */
async function expectVisibleFocusOnEveryStop(page: Page, where: string, max = 80) {
  const seen: string[] = [];
  for (let stop = 0; stop < max; stop += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusIndicator(page);
    if (!focused) break; // Past the last stop: focus left the document.
    if (seen.length > 2 && focused.label === seen[0]) break; // Around again.
    seen.push(focused.label);
    expect(
      focused.visible,
      `${where}: ${focused.label} has no visible focus (outline ${focused.outline})`,
    ).toBe(true);
  }
  expect(seen.length, `${where}: keyboard stops`).toBeGreaterThan(3);
}

test.describe('visible focus', () => {
  test('every keyboard stop on the landing page shows focus', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectVisibleFocusOnEveryStop(page, 'the landing page');
  });

  test('every keyboard stop on sign-in shows focus', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectVisibleFocusOnEveryStop(page, 'sign-in');
  });
});
