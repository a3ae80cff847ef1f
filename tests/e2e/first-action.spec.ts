import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validMvpGuide as fakeMvpGuide } from '../support/fixtures/ai';
import { IDEA } from './support/faults';
import { expect, test } from './support/fixtures';

/**
 * The measured target of the journey: from `/`, with the AI answering, at most 4 clicks or taps
 * (typing the idea is not one) until an action of 15 minutes or less is on screen without
 * scrolling, on a desktop and on a phone, and nothing in the way: no dialog opens, nothing covers
 * the action, the focus and the scroll stay where the person's last click left them.
 */

/** The most clicks from `/` to a first small action. */
const CLICKS_MAX = 4;
/** What counts as a small action: its estimate says 15 minutes or less. */
const SMALL_MINUTES = 15;
/** Longer than anything the page once did by itself after a step choice (a rating dialog at 1 s). */
const SETTLE_MS = 2_500;

/**
 * Actions of 15 minutes or less inside the viewport: an estimate ('~5 min') of something that can
 * be ticked off, wholly on screen without scrolling. Each says what is drawn at its centre: itself,
 * or whatever covers it.
 */
const smallActionsInView = (page: Page) =>
  page.evaluate((maxMinutes) => {
    const found: { action: string; coveredBy: string | null }[] = [];
    const estimate = /~\s?(\d+)\s?min\b/;
    // The innermost elements that say an estimate (React may split '~5 min' into text nodes).
    const said = [...document.body.querySelectorAll('*')].filter(
      (element) =>
        estimate.test(element.textContent ?? '') &&
        ![...element.children].some((child) => estimate.test(child.textContent ?? '')),
    );
    for (const element of said) {
      const match = estimate.exec(element.textContent ?? '');
      if (!match || Number(match[1]) > maxMinutes) continue;
      // An action: the estimate belongs to something that can be ticked off.
      const action = element.closest('label, li, section');
      if (!action?.querySelector('input[type="checkbox"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.bottom > window.innerHeight) continue;
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const covered = !onTop || !(element.contains(onTop) || action.contains(onTop));
      found.push({
        action: action.textContent?.trim() ?? '',
        coveredBy: covered ? (onTop?.outerHTML.slice(0, 160) ?? 'nothing drawn') : null,
      });
    }
    return found;
  }, SMALL_MINUTES);

/** The actions of 15 minutes or less a person can see now: in view, and not covered. */
const visibleSmallActions = async (page: Page) =>
  (await smallActionsInView(page)).filter(({ coveredBy }) => coveredBy === null);

/** Where the page is and what has the focus: what only the person should change. */
const pageState = (page: Page) =>
  page.evaluate(() => ({
    scrollY: Math.round(window.scrollY),
    focus: document.activeElement?.outerHTML.slice(0, 120) ?? null,
  }));

test('a visitor reaches an action of 15 minutes or less in at most 4 clicks, with nothing in the way', async ({
  page,
}) => {
  await fakeAi(page);
  let clicks = 0;
  let scrolls = 0;
  /**
   * One click or tap of the person. A button below the fold takes a scroll of their own first:
   * allowed, and counted apart.
   */
  const press = async (target: Locator) => {
    await expect(target).toBeVisible({ timeout: 30_000 });
    const before = await page.evaluate(() => window.scrollY);
    await target.scrollIntoViewIfNeeded();
    if ((await page.evaluate(() => window.scrollY)) !== before) scrolls += 1;
    await target.click();
    clicks += 1;
  };

  await page.goto('/');
  await press(page.getByRole('button', { name: /try it now/i }));
  // Typing the idea is not a click.
  await page.getByRole('textbox', { name: 'Share Your Idea' }).fill(IDEA);
  await press(page.getByRole('button', { name: "Let's go!" }));
  await press(page.getByRole('button', { name: 'Choose your next step' }));
  await press(page.getByRole('button', { name: 'Get Started: Build an MVP' }));

  // The guide arrives: a small action is on the screen the click led to, without scrolling...
  await expect.poll(() => smallActionsInView(page), { timeout: 30_000 }).not.toEqual([]);
  // ...and nothing covers it.
  expect(await smallActionsInView(page), 'a small action covered').toContainEqual(
    expect.objectContaining({ coveredBy: null }),
  );
  expect(clicks).toBeLessThanOrEqual(CLICKS_MAX);
  test
    .info()
    .annotations.push({ type: 'path', description: `${clicks} clicks, ${scrolls} scrolls` });
  const arrived = await pageState(page);

  // Nothing the person did not ask for happens next: no dialog, nothing covering the action, the
  // scroll and the focus where they were.
  await page.waitForTimeout(SETTLE_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await visibleSmallActions(page), 'a small action in view, not covered').not.toEqual([]);
  expect(await pageState(page)).toEqual(arrived);
});

test("'One step at a time' is one calm screen: the step now due, 'Done, next step' in view", async ({
  page,
}) => {
  await fakeAi(page);
  await page.goto('/');
  await page.getByRole('button', { name: /try it now/i }).click();
  await page.getByRole('textbox', { name: 'Share Your Idea' }).fill(IDEA);
  await page.getByRole('button', { name: "Let's go!" }).click();
  await page.getByRole('button', { name: 'Choose your next step' }).click();
  await page.getByRole('button', { name: 'Get Started: Build an MVP' }).click();
  await page.getByRole('checkbox', { name: /^Start here:/ }).check();
  await page.getByRole('button', { name: 'One step at a time' }).click();

  const step = page.getByRole('heading', { level: 2, name: fakeMvpGuide.steps[0]!.title });
  await expect(step).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Done, next step' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start timer', exact: true })).toBeVisible();
  // Folded away from sight, still there for a screen reader: the title, the quote, the progress
  // and the timeline; the first action once done.
  for (const folded of [
    page.getByRole('heading', { level: 1, name: 'Build an MVP' }),
    page.getByText(`“${IDEA}”`),
    page.getByRole('progressbar', { name: 'Guide progress' }),
  ])
    await expect(folded).not.toBeInViewport({ ratio: 0.5 });
  await expect(page.getByText(/^Timeline:/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Start here:/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'one step at a time, calm');
});
