import { readFile } from 'node:fs/promises';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validMvpGuide } from '../support/fixtures/ai';
import { expect, test } from './support/fixtures';
import { pageNow, shiftsBetween, watchLayoutShifts } from './support/layout-shifts';
import {
  clarifyIdea,
  journeyWritesLanded,
  myIdeaCards,
  openFirstGuide,
  openMyIdeas,
  signUpLocally,
  tickStep,
  type LocalAccount,
} from './support/steps';

/**
 * 'Bring back from a copy' (local mode, production build; docs/decisions/092): a copy made with
 * 'Download all my data' comes back on the sign-up page (file first, then the new account, in a
 * browser that has nothing) and on the login page; the same copy twice adds nothing; a damaged
 * copy is refused in one sentence and changes nothing.
 */

const IDEA = 'A tool library in the old fire station, lent out by the hour';
const STEP_ONE = validMvpGuide.steps[0]!.title;
/** Creating a local account hashes its password in the page: many seconds on a busy machine. */
const ACCOUNT_TIMEOUT = 150_000;
const DATABASE_TIMEOUT = 90_000;

interface CopyFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A local account with one idea whose 'Build an MVP' guide has its first step ticked. */
async function ideaWithATick(page: Page, label: string) {
  await fakeAi(page);
  const account = await signUpLocally(page, { label });
  await clarifyIdea(page, IDEA, { saved: true });
  await openFirstGuide(page, 'Build an MVP');
  await tickStep(page, STEP_ONE);
  await expect(page.getByText('1 of 4 completed')).toBeVisible();
  await journeyWritesLanded(page);
  return account;
}

/**
 * The dashboard through the app's own links, from a page that has 'My Ideas': no reload, so the
 * database this page opened stays open (a reload starts it again, seconds of CPU).
 */
async function openDashboard(page: Page) {
  await page
    .getByRole('link', { name: /My Ideas/ })
    .first()
    .click();
  await expect(page).toHaveURL('/ideas');
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
}

/**
 * The all-my-data file, as the dashboard's 'Your data' saves it (the file 'Keep a copy' saves),
 * from the guide the person was in.
 */
async function downloadCopy(page: Page): Promise<CopyFile> {
  await openDashboard(page);
  const yourData = page.getByRole('region', { name: 'Your data' });
  const download = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download all my data' }).click();
  const file = await download;
  return {
    name: file.suggestedFilename(),
    mimeType: 'application/json',
    buffer: await readFile((await file.path())!),
  };
}

/** The line that says which copy waits. */
const waiting = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'will be brought back' });

async function chooseCopy(page: Page, file: CopyFile) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Bring back from a copy' }).click();
  await (await chooser).setFiles(file);
}

/** Another browser at this project's width: nothing stored, no account. */
async function anotherBrowser(browser: Browser, testInfo: TestInfo) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    baseURL,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/** On My Ideas: the one idea, which opens at its chosen step with the first one ticked. */
async function theIdeaIsBack(page: Page) {
  await expect(page).toHaveURL(/\/ideas$/, { timeout: 10_000 });
  await expect(myIdeaCards(page)).toHaveCount(1, { timeout: DATABASE_TIMEOUT });
  await page
    .getByRole('link', { name: /tool library/ })
    .first()
    .click();
  // Its guide, at the step that was chosen, with the first step ticked.
  await expect(page.getByRole('heading', { level: 1, name: 'Build an MVP' })).toBeVisible({
    timeout: DATABASE_TIMEOUT,
  });
  await expect(page.getByText('1 of 4 completed')).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^${STEP_ONE} \\(completed\\)`) }),
  ).toBeVisible();
}

async function signIn(page: Page, { email, password }: LocalAccount) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs out from the dashboard, open. */
async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/login');
}

// At desktop width only: at 390 px the login story below shows the sign-up page with a copy
// waiting (axe-checked) and brings a copy back through the same panel; what this story adds, a
// browser with nothing in it and the account made with the copy, does not depend on the width.
test('a copy comes back in another browser: the file first, then the new account @any-width', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  await ideaWithATick(page, 'keep');
  const copy = await downloadCopy(page);

  const elsewhere = await anotherBrowser(browser, testInfo);
  const other = elsewhere.page;
  await other.goto('/signup');
  await expect(other.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await chooseCopy(other, copy);
  await expect(waiting(other)).toHaveText(
    `${copy.name}: 1 idea, will be brought back when your account is made.`,
  );
  // Focus stays where the person is: on the way to drop the file.
  await expect(other.getByRole('button', { name: 'Don’t bring it back' })).toBeFocused();
  await expectNoAxeViolations(other, 'sign-up with a copy waiting');

  // Dropped and chosen again: the second choice is the one that waits.
  await other.getByRole('button', { name: 'Don’t bring it back' }).click();
  await expect(other.getByRole('button', { name: 'Bring back from a copy' })).toBeFocused();
  await chooseCopy(other, copy);

  const password = 'e2e-password-2718';
  await other.getByLabel('Email').fill(`back.${Date.now()}@example.com`);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByLabel('Confirm password').fill(password);
  await other.getByRole('button', { name: 'Create Account' }).click();
  await expect(other.getByText('Brought back 1 idea from your copy.')).toBeVisible({
    timeout: ACCOUNT_TIMEOUT,
  });
  await expect(other.getByText("Account created! You're signed in on this device.")).toBeVisible();
  await expectNoAxeViolations(other, 'sign-up, the copy brought back');
  await theIdeaIsBack(other);

  expect(elsewhere.errors, 'errors logged by the other browser').toEqual([]);
  await elsewhere.context.close();
});

test('the login page brings a copy back once, and refuses a damaged one without changing anything', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await watchLayoutShifts(page);
  const account = await ideaWithATick(page, 'login');
  const copy = await downloadCopy(page);

  // Everything gone, as when a browser clears a site's storage but the account is made again.
  await page.getByRole('button', { name: 'Privacy Settings' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy Settings' });
  await privacy.getByLabel('Type DELETE to confirm').fill('DELETE');
  await privacy.getByRole('button', { name: 'Delete all my data' }).click();
  await expect(
    privacy.getByText('All your ideas, guides and feedback have been deleted.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  // Sign-up offers the same, for a person who tries there first and then signs in instead.
  await page.getByRole('link', { name: 'Sign up' }).click();
  await chooseCopy(page, copy);
  await expect(waiting(page)).toHaveText(
    `${copy.name}: 1 idea, will be brought back when your account is made.`,
  );
  await expectNoAxeViolations(page, 'sign-up with a copy waiting');
  await page.getByRole('link', { name: 'Sign in' }).click();

  // A copy waits only on the page it was chosen on: the login page asks for it again.
  await chooseCopy(page, copy);
  await expect(waiting(page)).toHaveText(
    `${copy.name}: 1 idea, will be brought back when you sign in.`,
  );
  // A wrong password keeps the copy waiting, and says where a lost account is made again.
  await signIn(page, { ...account, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toContainText(
    'Invalid login credentials. If this browser',
    {
      timeout: ACCOUNT_TIMEOUT,
    },
  );
  await expectNoAxeViolations(page, 'login with a copy waiting and a wrong password');
  // 'Welcome back' with the copy brought back takes the form's place: nothing moves, even for a
  // person who scrolled to the foot of the page to sign in (a page that grew shorter would pull
  // everything down).
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const since = await pageNow(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The form as it signs in, the wrong password's alert gone with the click.
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  const headingBefore = (await heading.boundingBox())!;
  await expect(page.getByText('Brought back 1 idea from your copy.')).toBeVisible({
    timeout: ACCOUNT_TIMEOUT,
  });
  expect((await heading.boundingBox())!.y, 'the heading where it was').toBe(headingBefore.y);
  // Read before the panel goes on to My Ideas by itself, 2 s after it appears.
  expect(await shiftsBetween(page, since), 'shifts as the copy comes back').toEqual([]);
  await theIdeaIsBack(page);

  // The same copy again adds nothing.
  await openDashboard(page);
  await signOut(page);
  await chooseCopy(page, copy);
  await signIn(page, account);
  await expect(
    page.getByText('Every idea in your copy was already here: nothing was added.'),
  ).toBeVisible({ timeout: ACCOUNT_TIMEOUT });
  await theIdeaIsBack(page);

  // A damaged file: one sentence, nothing waits.
  await openDashboard(page);
  await signOut(page);
  await chooseCopy(page, { ...copy, name: 'notes.json', buffer: Buffer.from('{"format": "clar') });
  await expect(page.getByRole('alert')).toHaveText(
    'This file could not be read: it is not a Clarity data file, or it is damaged.',
  );
  await expect(page.getByRole('button', { name: 'Bring back from a copy' })).toBeVisible();
  await expectNoAxeViolations(page, 'login with a damaged copy refused');

  // A copy whose second idea the database refuses: the first does not arrive either.
  const file = JSON.parse(copy.buffer.toString('utf8')) as {
    ideas: Array<Record<string, unknown>>;
  };
  file.ideas.push(
    { ...file.ideas[0], id: crypto.randomUUID(), idea_text: 'A second idea' },
    { ...file.ideas[0], id: crypto.randomUUID(), idea_text: 'A third', step_progress: { a: 1 } },
  );
  await chooseCopy(page, { ...copy, buffer: Buffer.from(JSON.stringify(file)) });
  await expect(waiting(page)).toContainText('3 ideas, will be brought back');
  await signIn(page, account);
  await expect(page.getByRole('alert')).toContainText(
    'Your copy was not brought back, and nothing from it was added:',
    { timeout: ACCOUNT_TIMEOUT },
  );
  await expectNoAxeViolations(page, 'login, the copy refused by the database');
  await page.getByRole('link', { name: 'Continue' }).click();
  await openMyIdeas(page, 1);
});
