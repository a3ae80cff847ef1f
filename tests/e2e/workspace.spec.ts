import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validMvpGuide as fakeMvpGuide } from '../support/fixtures/ai';
import { expect, test } from './support/fixtures';
import {
  cardMenuItem,
  clarifyIdea,
  myIdeaCards,
  openFilter,
  openFirstGuide,
  openMyIdeas,
  signUpLocally,
  tickStep,
} from './support/steps';

/**
 * The signed-in workspace in local mode, on the production build, on both viewports: three ideas
 * made through the journey, then My Ideas, the idea journey page and the dashboard as a person
 * uses them — axe-clean on every screen and dialog, and nothing scrolling sideways.
 */

const IDEAS = {
  garden:
    'A garden-sharing app that pairs neighbours who have spare soil with people who want to grow food',
  podcast: 'A weekly podcast where students with ADHD explain how they actually study for exams',
  market: 'A night market for student makers to sell what they build in the workshop',
};

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth, `page width on ${where}`).toBeLessThanOrEqual(viewport);
}

/** The whole of `locator` is on the first screen, without scrolling. */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string) {
  const box = (await locator.boundingBox())!;
  const { height } = page.viewportSize()!;
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(height);
}

async function checkScreen(page: Page, where: string) {
  await expectNoSidewaysScroll(page, where);
  await expectNoAxeViolations(page, where);
}

/** A fresh journey for the next idea, from My Ideas. */
async function startNewIdea(page: Page) {
  // The journey keeps the current idea for this tab; a new idea starts from an empty journey.
  await page.evaluate(() => sessionStorage.clear());
  await page.getByRole('link', { name: 'New Idea' }).first().click();
  await expect(page).toHaveURL('/');
}

test('a signed-in person manages their ideas and their account', async ({ page }) => {
  // Local mode: the embedded database starts and passwords are hashed inside the browser.
  test.setTimeout(300_000);
  await fakeAi(page);
  const { email } = await signUpLocally(page, { label: 'workspace' });

  // --- Three ideas through the journey; the second one gets a next step and a ticked first step.
  await clarifyIdea(page, IDEAS.garden);
  await openMyIdeas(page, 1);

  await startNewIdea(page);
  await clarifyIdea(page, IDEAS.podcast);
  await openFirstGuide(page, 'Build an MVP');
  await page.getByRole('checkbox', { name: fakeMvpGuide.steps[0]!.content[0]! }).check();
  await tickStep(page, fakeMvpGuide.steps[0]!.title);
  await expect(page.getByText('1 of 4 completed')).toBeVisible();
  await openMyIdeas(page, 2);

  await startNewIdea(page);
  await clarifyIdea(page, IDEAS.market);
  await openMyIdeas(page, 3);

  // --- My Ideas: newest first, each card with its status in words.
  await expect(page.getByRole('heading', { level: 1, name: 'My Ideas' })).toBeVisible();
  await expect(myIdeaCards(page).first()).toContainText('A night market');
  await expect(page.getByRole('article', { name: /^A weekly podcast/ })).toContainText(
    'In Progress',
  );
  await expect(page.getByRole('article', { name: /^A garden-sharing app/ })).toContainText(
    'Clarified',
  );
  await checkScreen(page, 'My Ideas');

  // Arriving at My Ideas, the first idea is on the first screen, whole, at either width: search and
  // status are folded into one 'Filter' row, and each card has one main action and a 'More' menu.
  await page.goto('/ideas');
  await expect(myIdeaCards(page)).toHaveCount(3, { timeout: 60_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectOnFirstScreen(page, myIdeaCards(page).first(), 'the first idea card');
  const filter = page.getByRole('button', { name: /^Filter/ });
  await expect(filter).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('searchbox')).toBeHidden();
  const podcast = page.getByRole('article', { name: /^A weekly podcast/ });
  // A guide under way: the main action goes back into it.
  await expect(podcast.getByRole('link', { name: /^Continue the guide: / })).toHaveAttribute(
    'href',
    /^\/\?resume=true&ideaId=[0-9a-f-]{36}&step=mvp$/,
  );
  await expect(
    page.getByRole('article', { name: /^A garden-sharing app/ }).getByRole('link'),
  ).toHaveText('Open idea');
  await podcast.getByRole('button', { name: /^More for / }).click();
  await expect(podcast.getByRole('menuitem')).toHaveText([
    'Open idea',
    'See details',
    'Park for later',
    'Delete',
  ]);
  await checkScreen(page, "a card's More menu");
  await page.keyboard.press('Escape');
  await expect(podcast.getByRole('menu')).toBeHidden();

  // Search runs on Enter; the status filter applies at once.
  await openFilter(page);
  await checkScreen(page, 'My Ideas with the Filter row open');
  const search = page.getByRole('searchbox', { name: 'Search your ideas' });
  await search.fill('student');
  await search.press('Enter');
  await expect(myIdeaCards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'In Progress' }).click();
  await expect(myIdeaCards(page)).toHaveCount(1);
  await expect(myIdeaCards(page).first()).toContainText('A weekly podcast');
  // Folded, the row still says two filters are in use.
  await filter.click();
  await expect(filter).toHaveText(/^Filter · 2/);
  await openFilter(page);
  await page.getByRole('button', { name: 'Completed' }).click();
  await expect(page.getByRole('heading', { name: 'No matching ideas' })).toBeVisible();
  await checkScreen(page, 'My Ideas with no match');
  await page.getByRole('button', { name: 'Show all ideas' }).click();
  await expect(myIdeaCards(page)).toHaveCount(3);

  // See details: the details in a dialog, from the card's menu.
  await (
    await cardMenuItem(page.getByRole('article', { name: /^A garden-sharing app/ }), 'See details')
  ).click();
  const details = page.getByRole('dialog', { name: 'Idea details' });
  await expect(details).toBeVisible();
  await expect(details).toContainText(IDEAS.garden);
  await expect(details).toContainText('Target audience');
  await checkScreen(page, 'idea details dialog');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // --- The idea journey page of the idea with a chosen step.
  await (await cardMenuItem(podcast, 'Open idea')).click();
  await expect(page).toHaveURL(/\/idea\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'You chose: Build an MVP' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
    'href',
    /^\/\?resume=true&ideaId=[0-9a-f-]{36}&step=mvp$/,
  );
  // The tracker lists the stored MVP guide's four steps by title.
  const [stepOne, , , stepFour] = fakeMvpGuide.steps;
  await expect(page.getByText('1 of 4 completed')).toBeVisible();
  // The print view (hidden on screen) repeats the title; the tracker's row is the one shown.
  await expect(page.getByText(stepFour!.title, { exact: true })).toBeVisible();
  // The guide's bullets and time are here too, from the same storage as the walkthrough's. Only the
  // first step not yet done shows its work ('Break it down' once, not under every step).
  await expect(page.getByText('about 1 h 45 min left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Break it down' })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: stepOne!.content[0]! })).toBeHidden();
  await page.getByRole('button', { name: `What to do: ${stepOne!.title}` }).click();
  await expect(page.getByRole('checkbox', { name: stepOne!.content[0]! })).toBeChecked();
  await page.getByRole('button', { name: `What to do: ${stepFour!.title}` }).click();
  await page.getByRole('checkbox', { name: stepFour!.content[0]! }).check();
  await expect(page.getByRole('checkbox', { name: stepFour!.content[0]! })).toBeChecked();
  await checkScreen(page, 'idea journey page');

  const status = (name: string) => page.getByText(`Status: ${name}`, { exact: true });
  await page.getByRole('button', { name: new RegExp(`^${stepOne!.title}: Complete`) }).click();
  await expect(page.getByText('0 of 4 completed')).toBeVisible();
  // Every step of the guide complete: the idea is completed; unticking one takes it back.
  await page.getByRole('button', { name: 'Mark All Complete' }).click();
  await expect(page.getByText('4 of 4 completed')).toBeVisible();
  await expect(status('Completed')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${stepFour!.title}: Complete`) }).click();
  await expect(page.getByText('3 of 4 completed')).toBeVisible();
  await expect(status('In Progress')).toBeVisible();
  // Reset All asks first; keeping the progress keeps it.
  await page.getByRole('button', { name: 'Reset All' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset every step?' });
  await checkScreen(page, 'reset all confirmation');
  await reset.getByRole('button', { name: 'Keep my progress' }).first().click();
  await expect(reset).toBeHidden();
  await expect(page.getByText('3 of 4 completed')).toBeVisible();
  await page.getByRole('button', { name: 'Mark All Complete' }).click();
  await expect(status('Completed')).toBeVisible();
  await expect(page.getByText('4 of 4 completed')).toBeVisible();

  // --- Delete one idea, confirming the browser's question.
  await page.getByRole('link', { name: 'My Ideas' }).click();
  await expect(myIdeaCards(page)).toHaveCount(3);
  // As the database now holds it.
  await expect(page.getByRole('article', { name: /^A weekly podcast/ })).toContainText('Completed');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await (
    await cardMenuItem(page.getByRole('article', { name: /^A night market/ }), 'Delete')
  ).click();
  await expect(myIdeaCards(page)).toHaveCount(2);
  expect(asked).toEqual(['Are you sure you want to delete this idea?']);

  // --- The dashboard: profile, numbers and the dialogs of the security card.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  const prefix = email.split('@')[0]!;
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${prefix}` }),
  ).toBeVisible();
  const stat = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(stat('Ideas Clarified')).toHaveText('2');
  // One guide finished (the MVP one); the other ideas have none.
  await expect(stat('Guides Completed')).toHaveText('1');
  await expect(stat('Feedback Given')).toHaveText('0');
  // A local account is confirmed as it is made: no 'Verified'. The user id and the connection
  // tests are in 'Details', folded.
  await expect(page.getByText('Verified', { exact: true })).toHaveCount(0);
  await expect(page.getByText('User ID')).toBeHidden();
  await checkScreen(page, 'dashboard');
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText('User ID')).toBeVisible();
  await checkScreen(page, 'dashboard with its Details open');

  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(
    page.getByText(/^Connected\. The database counted 2 ideas of yours\./),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Enter your current password')).toBeVisible();
  await expect(page.getByText('Both password fields are required')).toHaveCount(2);
  await checkScreen(page, 'change password dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Update Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Update Profile' });
  await checkScreen(page, 'update profile dialog');
  await profile.getByLabel('Display name').fill('Grace Hopper');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome back, Grace Hopper' }),
  ).toBeVisible();
  // Toasts are checked too: their text must meet contrast like everything else.
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await checkScreen(page, 'dashboard with a success toast');

  // --- Delete all data, after typing the word.
  await page.getByRole('button', { name: 'Privacy Settings' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy Settings' });
  await checkScreen(page, 'privacy dialog');
  await privacy.getByLabel('Type DELETE to confirm').fill('DELETE');
  await privacy.getByRole('button', { name: 'Delete all my data' }).click();
  await expect(
    privacy.getByText('All your ideas, guides and feedback have been deleted.'),
  ).toBeVisible();
  await privacy.getByRole('button', { name: 'Done' }).click();
  await expect(stat('Ideas Clarified')).toHaveText('0');
  await expect(stat('Guides Completed')).toHaveText('0');

  await page.getByRole('link', { name: 'My Ideas' }).click();
  await expect(page.getByRole('heading', { name: 'No ideas yet' })).toBeVisible();
  await checkScreen(page, 'My Ideas, empty');
});
