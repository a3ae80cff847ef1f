import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The steps many end-to-end stories take on the way to what they check, written once: entering the
 * journey as a visitor, signing up a fresh local account, clarifying an idea with the fake AI
 * (tests/support/fakes/ai/playwright.ts, which the test sets up first) and opening a guide.
 */

/**
 * Opening the embedded database (WASM, then the migrations into IndexedDB) and hashing the password
 * in the browser (600,000 PBKDF2 rounds) take seconds, many more on a busy machine.
 */
const LOCAL_SIGN_UP_TIMEOUT = 150_000;
/** A signed-in person's journey waits on the local database; a visitor's on the fake AI alone. */
const JOURNEY_TIMEOUT = 30_000;
/** A local write queued behind a busy database: seconds alone, much more under two test workers. */
const LOCAL_WRITE_TIMEOUT = 90_000;

export const ideaInputHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: "What's on your mind?" });
export const ideaBox = (page: Page) => page.getByRole('textbox', { name: 'Share Your Idea' });
export const letsGo = (page: Page) => page.getByRole('button', { name: "Let's go!" });
export const clarificationHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: "Here's your structured idea" });

/**
 * The AI chosen away in 'AI settings' ('No AI (examples only)') earlier, as a person does, for
 * every page the tab loads from now on: the journey makes general pointers and asks nobody.
 */
export async function chooseNoAi(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('clarity.ai-choice'))
      localStorage.setItem('clarity.ai-choice', JSON.stringify({ kind: 'none' }));
  });
}

/** The landing page's two ways into the journey: the hero's button and the closing card's. */
const journeyEntries = {
  hero: /try it now/i,
  'closing card': 'Start Clarifying Now',
} as const;

/** A visitor, from the landing page to the idea input. */
export async function startAsVisitor(page: Page, via: keyof typeof journeyEntries = 'hero') {
  await page.goto('/');
  await page.getByRole('button', { name: journeyEntries[via] }).click();
  await expect(ideaInputHeading(page)).toBeVisible();
}

export interface LocalAccount {
  email: string;
  password: string;
}

/**
 * A fresh local account (embedded database, password hashed in the browser), left signed in at
 * the idea input. `label` starts the unique e-mail address, so an account says which story made it.
 */
export async function signUpLocally(
  page: Page,
  { label = 'e2e', password = 'e2e-password-2718' }: { label?: string; password?: string } = {},
): Promise<LocalAccount> {
  const email = `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Account created! You're signed in on this device.")).toBeVisible({
    timeout: LOCAL_SIGN_UP_TIMEOUT,
  });
  // Home after the message's 2 seconds.
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  await expect(ideaInputHeading(page)).toBeVisible({ timeout: JOURNEY_TIMEOUT });
  return { email, password };
}

/**
 * Signs `account` in through the sign-in form, already open: the password is hashed again (the
 * same 600,000 rounds as at sign-up) and, on a page just loaded, the database starts first, so it
 * is given the sign-up's time.
 */
export async function signInLocally(page: Page, { email, password }: LocalAccount) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: LOCAL_SIGN_UP_TIMEOUT });
}

/** Types an idea and sends it; what follows is up to the fake AI's answer. */
export async function submitIdea(page: Page, text: string) {
  await ideaBox(page).fill(text);
  await letsGo(page).click();
}

/**
 * From the idea input to the clarification of `text`. `saved`: the story goes on once a signed-in
 * person's idea is saved to the account, which the journey this tab keeps records with the idea's
 * id. ("View My Ideas" shows at once for a signed-in person: on a slow machine the save lands
 * seconds later, and My Ideas opened before then lists one idea too few.)
 */
export async function clarifyIdea(page: Page, text: string, { saved = false } = {}) {
  await expect(ideaInputHeading(page)).toBeVisible({ timeout: JOURNEY_TIMEOUT });
  await submitIdea(page, text);
  await expect(clarificationHeading(page)).toBeVisible({ timeout: JOURNEY_TIMEOUT });
  if (saved) {
    await expect(page.getByRole('link', { name: 'View My Ideas' })).toBeVisible();
    await ideaSaved(page);
  }
}

/** Until the journey this tab keeps records the idea's id: its save to the account landed. */
export async function ideaSaved(page: Page) {
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('clarity.journey') ?? ''), {
      timeout: LOCAL_WRITE_TIMEOUT,
    })
    .toMatch(/"ideaId":"[0-9a-f-]{36}"/);
}

/**
 * Until the guide's ticks and step choice are stored: its progress is busy while one is on its way.
 * A visitor's never is.
 */
export async function journeyWritesLanded(page: Page) {
  await expect(page.getByRole('region', { name: 'Your progress' })).toHaveAttribute(
    'aria-busy',
    'false',
    { timeout: LOCAL_WRITE_TIMEOUT },
  );
}

/** From the clarification to the guide of one next step (`'Build an MVP'`, …). */
export async function openFirstGuide(page: Page, step: string) {
  await page.getByRole('button', { name: 'Choose your next step' }).click();
  await page.getByRole('button', { name: `Get Started: ${step}` }).click();
}

/** Marks one step of the open guide complete. */
export async function tickStep(page: Page, title: string) {
  await page.getByRole('button', { name: `Mark as complete: ${title}` }).click();
}

/** The idea cards My Ideas lists. */
export const myIdeaCards = (page: Page) =>
  page.getByRole('list', { name: 'Your ideas' }).getByRole('article');

/** Opens My Ideas' 'Filter' row (search and status), folded until asked for. */
export async function openFilter(page: Page) {
  const filter = page.getByRole('button', { name: /^Filter/ });
  if ((await filter.getAttribute('aria-expanded')) !== 'true') await filter.click();
  // Said here, at once, rather than as a missing status button a whole story's timeout later.
  await expect(filter, "the 'Filter' row opened").toHaveAttribute('aria-expanded', 'true');
}

/** An item of a My Ideas card's 'More' menu ('Open idea', 'See details', 'Park for later', 'Delete'). */
export async function cardMenuItem(card: Locator, item: string) {
  await card.getByRole('button', { name: /^More for / }).click();
  return card.getByRole('menuitem', { name: item });
}

/** To My Ideas through the app's own link (no reload), once it lists `count` ideas. */
export async function openMyIdeas(page: Page, count: number) {
  await page
    .getByRole('link', { name: /My Ideas/ })
    .first()
    .click();
  await expect(page).toHaveURL('/ideas');
  // The list is read again when a save lands: on a busy machine that is many seconds after the click.
  await expect(myIdeaCards(page)).toHaveCount(count, { timeout: LOCAL_WRITE_TIMEOUT });
}

/**
 * Marks every step of the open guide complete, one after the other, as a person does: each tick
 * opens the next step.
 */
export async function tickEveryStep(page: Page) {
  const counter = page.getByText(/^0 of \d+ completed$/);
  const total = Number(/of (\d+)/.exec(await counter.innerText())![1]);
  for (let done = 1; done <= total; done++) {
    await page
      .getByRole('button', { name: /^Mark as complete: / })
      .first()
      .click();
    await expect(page.getByText(`${done} of ${total} completed`)).toBeVisible();
  }
}
