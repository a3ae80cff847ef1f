import { fakeAi } from '../support/fakes/ai/playwright';
import { validMvpGuide as fakeMvpGuide } from '../support/fixtures/ai';
import { expect, test } from './support/fixtures';
import {
  clarifyIdea,
  myIdeaCards,
  openFirstGuide,
  openMyIdeas,
  signUpLocally,
  tickStep,
} from './support/steps';

/**
 * Local mode's data faults, as close to the edge as the browser allows: the stored session running
 * out mid-journey, and search terms made of the characters SQL patterns and PostgREST filters treat
 * as syntax.
 */

// Opening the embedded database and hashing passwords in the browser take seconds on a busy machine.
test.describe.configure({ timeout: 300_000 });

const SESSION_KEY = 'clarity.local-session';

test('a session that runs out mid-journey says so, and the saved ticks wait for the next sign-in', async ({
  page,
}) => {
  await fakeAi(page);
  const { email, password } = await signUpLocally(page, { label: 'faults' });
  const idea = 'A quiet co-working hour online where people with ADHD body-double for each other';
  await clarifyIdea(page, idea, { saved: true });
  await openFirstGuide(page, 'Build an MVP');
  const [first, second] = fakeMvpGuide.steps;
  await tickStep(page, first!.title);
  await expect(page.getByText('1 of 4 completed')).toBeVisible();

  // The stored session expires while the guide is open.
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Date.now() / 1000 - 60 }));
  }, SESSION_KEY);
  await page.getByRole('button', { name: second!.title, exact: true }).click();
  await tickStep(page, second!.title);

  await expect(page.getByText(/You were signed out, so this journey was closed/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
  ).toBeVisible();
  await expect(page.getByText(/could not be saved/)).toHaveCount(0);
  await expect(page.getByText('2 of 4 completed')).toHaveCount(0);

  // Signing in again brings back what was saved before the session ran out.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 60_000 });
  await page.goto('/ideas');
  await page
    .getByRole('link', { name: /Journey of idea/ })
    .first()
    .click();
  await expect(page.getByText('1 of 4 completed')).toBeVisible({ timeout: 30_000 });
});

test('search terms full of %_,()*\\"\' match literally and never widen the list', async ({
  page,
}) => {
  // Two sign-up-backed clarifications and twelve searches on the local database: a long story.
  test.slow();
  await fakeAi(page);
  await signUpLocally(page, { label: 'faults' });
  const special = `A budget planner: 50%_off, (beta)* "quoted" 'single' back\\slash`;
  const plain = 'A plain planner for weekly groceries';
  const cards = myIdeaCards(page);
  await clarifyIdea(page, special, { saved: true });
  // Once the first idea is saved (the journey in this tab stops changing), a new idea starts from
  // an empty journey.
  await openMyIdeas(page, 1);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await clarifyIdea(page, plain, { saved: true });
  await openMyIdeas(page, 2);

  const search = async (term: string) => {
    const box = page.getByRole('searchbox', { name: /search/i });
    await box.fill(term);
    await box.press('Enter');
  };
  // Each check waits for the answer to *this* term: while a search loads, the previous results stay.
  for (const term of [
    '%',
    '_',
    '50%_off',
    '(beta)*',
    '*',
    '"quoted"',
    "'single'",
    'back\\slash',
    ',',
  ]) {
    await search(term);
    await expect(
      page.getByText(`Showing 1 idea for “${term}”`),
      `search for ${term}`,
    ).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('budget planner');
  }
  for (const term of ['%_,()*\\"\'', '**', '%%', '__________________________________________']) {
    await search(term);
    await expect(page.getByText(`Nothing matches “${term}”.`), `search for ${term}`).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No matching ideas' })).toBeVisible();
    await expect(cards).toHaveCount(0);
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Clearing the search lists both again.
  await search('');
  await expect(cards).toHaveCount(2);
});

test('a second tab says the database is held by the first, and works once that tab is closed', async ({
  page,
  context,
}) => {
  await fakeAi(page);
  await signUpLocally(page, { label: 'faults' });
  const idea = 'A shared shopping list that reminds flatmates whose turn it is';
  await clarifyIdea(page, idea, { saved: true });

  // The same browser, a second tab: the session is shared, the database is not.
  const second = await context.newPage();
  await second.goto('/ideas');
  const alert = second.getByRole('alert').filter({ hasText: "We couldn't load your ideas" });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expect(alert).toContainText(
    'Clarity is already open in another tab of this browser. Close that tab, then reload this one.',
  );

  await page.close();
  await second.getByRole('button', { name: 'Try again' }).click();
  const cards = second.getByRole('list', { name: 'Your ideas' }).getByRole('article');
  await expect(cards).toHaveCount(1, { timeout: 60_000 });
  await expect(cards.first()).toContainText('shared shopping list');
});
