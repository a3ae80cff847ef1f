import type { Page } from '@playwright/test';
import { fakeAi } from '../support/fakes/ai/playwright';
import { expect, test } from './support/fixtures';
import {
  clarificationHeading,
  clarifyIdea,
  ideaBox,
  letsGo,
  startAsVisitor,
} from './support/steps';

/** What a person may type into the idea box, from nothing to too much, in any script. */

/** `length` characters of ordinary words (a real idea, not one long token). */
const ideaOfLength = (length: number) =>
  'I want to build a study planner for students with ADHD. '.repeat(200).slice(0, length - 1) + '!';

/** Whether the element holding `text` is laid out right to left. */
const isRightToLeft = (page: Page, text: string) =>
  page
    .getByText(text)
    .first()
    .evaluate((element) => element.matches(':dir(rtl)'));

test.describe('bad and unusual input @any-width', () => {
  test('an empty or blank idea cannot be sent', async ({ page }) => {
    const ai = await fakeAi(page);
    await startAsVisitor(page);
    await expect(letsGo(page)).toBeDisabled();
    await ideaBox(page).fill('   \n\t  \n ');
    await expect(letsGo(page)).toBeDisabled();
    await ideaBox(page).press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: "What's on your mind?" }),
    ).toBeVisible();
    expect(ai.requests).toHaveLength(0);
  });

  test('10,000 characters are accepted and sent whole', async ({ page }) => {
    const ai = await fakeAi(page);
    const idea = ideaOfLength(10_000);
    await startAsVisitor(page);
    await ideaBox(page).fill(idea);
    await expect(page.getByText('10,000 / 10,000 characters. You can write 0 more.')).toBeVisible();
    await expect(ideaBox(page)).not.toHaveAttribute('aria-invalid', 'true');
    await letsGo(page).click();
    await expect(clarificationHeading(page)).toBeVisible();
    expect(ai.requests[0]!.messages[1]!.content).toContain(idea);
  });

  test('10,001 characters are kept, with a counter that says what to do', async ({ page }) => {
    const ai = await fakeAi(page);
    const idea = ideaOfLength(10_001);
    await startAsVisitor(page);
    await ideaBox(page).fill(idea);
    await expect(
      page.getByText(
        '10,001 / 10,000 characters. Please shorten your idea by 1 character — the core of it is enough for now.',
      ),
    ).toBeVisible();
    await expect(ideaBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(letsGo(page)).toBeDisabled();
    // Nothing is cut behind the person's back.
    await expect(ideaBox(page)).toHaveValue(idea);
    await ideaBox(page).press('End');
    await ideaBox(page).press('Backspace');
    await expect(letsGo(page)).toBeEnabled();
    expect(ai.requests).toHaveLength(0);
  });

  test('emoji travel and show back intact', async ({ page }) => {
    const ai = await fakeAi(page);
    // The landing page's recent ideas cut titles at 50 characters: here, inside 👩🏽‍💻.
    const idea =
      'A planner for students who love to celebrate tiny👩🏽‍💻 wins 🚀 — café, naïve, 日本語 ✨';
    await startAsVisitor(page);
    await clarifyIdea(page, idea);
    await expect(page.getByText(`“${idea}”`)).toBeVisible();
    expect(ai.requests[0]!.messages[1]!.content).toContain(idea);
    await page.evaluate(() => sessionStorage.removeItem('clarity.journey'));
    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Your recent ideas' }).getByRole('listitem');
    // Cut before the emoji, never through it (a broken half shows as �).
    await expect(
      recent.getByText('A planner for students who love to celebrate tiny…'),
    ).toBeVisible();
  });

  test('right-to-left ideas are written and shown right to left', async ({ page }) => {
    const ai = await fakeAi(page);
    const idea = 'تطبيق يساعد الطلاب على الاستعداد للامتحانات بأسئلة قصيرة كل يوم';
    await startAsVisitor(page);
    await ideaBox(page).fill(idea);
    expect(await ideaBox(page).evaluate((element) => element.matches(':dir(rtl)'))).toBe(true);
    await letsGo(page).click();
    await expect(clarificationHeading(page)).toBeVisible();
    await expect(page.getByText(`“${idea}”`)).toBeVisible();
    expect(await isRightToLeft(page, `“${idea}”`)).toBe(true);
    // The page around it stays left to right.
    expect(await isRightToLeft(page, "Here's your structured idea")).toBe(false);
    expect(ai.requests[0]!.messages[1]!.content).toContain(idea);

    // The landing page's recent ideas show it right to left too.
    await page.evaluate(() => sessionStorage.removeItem('clarity.journey'));
    await page.goto('/');
    const title = page
      .getByRole('region', { name: 'Your recent ideas' })
      .getByText(idea.slice(0, 30));
    await expect(title).toBeVisible();
    expect(await title.evaluate((element) => element.matches(':dir(rtl)'))).toBe(true);
  });
});
