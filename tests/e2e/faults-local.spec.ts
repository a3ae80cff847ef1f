import { fakeAi } from '../support/fakes/ai/playwright';
import { validMvpGuide as fakeMvpGuide } from '../support/fixtures/ai';
import { expectNoAxeViolations } from './support/axe';
import { setAsideProvokedErrors } from './support/faults';
import { expect, test } from './support/fixtures';
import {
  clarifyIdea,
  journeyWritesLanded,
  cardMenuItem,
  myIdeaCards,
  openFilter,
  openFirstGuide,
  openMyIdeas,
  signInLocally,
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

test('a session that runs out mid-journey says so, and the saved ticks wait for the next sign-in @any-width', async ({
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
  // Saved: what follows is about the tick after it.
  await journeyWritesLanded(page);

  // The stored session expires while the guide is open.
  await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number };
    localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Date.now() / 1000 - 60 }));
  }, SESSION_KEY);
  await tickStep(page, second!.title);

  await expect(page.getByText(/You were signed out, so this journey was closed/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
  ).toBeVisible();
  await expect(page.getByText(/could not be saved/)).toHaveCount(0);
  await expect(page.getByText('2 of 4 completed')).toHaveCount(0);

  // Signing in again brings back what was saved before the session ran out. Through the app's own
  // links, as a person would: reloading the page for /login and /ideas started the database twice
  // more, and the sign-in's 60 s then ran out on a busy machine
  // (docs/decisions/096-e2e-suite-under-twelve-minutes-again.md).
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await signInLocally(page, { email, password });
  await openMyIdeas(page, 1);
  // The idea's page (its guide under way, the card's main action would resume the guide).
  await (await cardMenuItem(myIdeaCards(page).first(), 'Open idea')).click();
  await expect(page.getByText('1 of 4 completed')).toBeVisible({ timeout: 30_000 });
});

test('search terms full of %_,()*\\"\' match literally and never widen the list @any-width', async ({
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

  await openFilter(page);
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

test('a second tab says the database is held by the first, and works once that tab is closed @any-width', async ({
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

test('a database that cannot open offers its data and a fresh start, and the fresh start works', async ({
  page,
  pageErrors,
}) => {
  // A page of the origin that runs none of the app, so nothing opens the database while it is
  // being damaged.
  await page.route('**/blank-page-for-the-damage', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>blank</title><link rel="icon" href="data:,">',
    }),
  );
  await page.goto('/blank-page-for-the-damage');
  // Damaged files where PGlite keeps the database (IndexedDB `/pglite/clarity`, store FILE_DATA):
  // a version file and a control file of three bytes, on which PostgreSQL cannot start.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('/pglite/clarity', 21);
        request.onupgradeneeded = () => {
          const store = request.result.createObjectStore('FILE_DATA');
          store.createIndex('timestamp', 'timestamp', { unique: false });
        };
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction('FILE_DATA', 'readwrite');
          const files = tx.objectStore('FILE_DATA');
          const file = (text: string | Uint8Array) => ({
            timestamp: new Date(),
            mode: 0o100644,
            contents: typeof text === 'string' ? new TextEncoder().encode(text) : text,
          });
          files.put({ timestamp: new Date(), mode: 0o40755 }, '/pglite/clarity');
          files.put(file('17\n'), '/pglite/clarity/PG_VERSION');
          files.put(file(new Uint8Array([1, 2, 3])), '/pglite/clarity/global/pg_control');
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error ?? new Error('IndexedDB refused'));
        };
      }),
  );

  await page.goto('/signup');
  await page.getByLabel('Email').fill('fresh.start@example.com');
  await page.getByLabel('Password', { exact: true }).fill('e2e-password-2718');
  await page.getByLabel('Confirm password').fill('e2e-password-2718');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('heading', { name: 'Your saved ideas could not be opened' }),
  ).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByText(/Nothing could be read from the stored data/)).toBeVisible({
    timeout: 60_000,
  });

  await expectNoAxeViolations(page, 'local recovery screen');

  await page.getByRole('button', { name: 'Start fresh' }).click();
  await expect(page.getByText(/It cannot be undone/)).toBeVisible();
  await expectNoAxeViolations(page, 'start fresh confirmation');
  await page.getByRole('button', { name: 'Delete everything and start fresh' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'From Chaos to Clarity.' })).toBeVisible(
    { timeout: 60_000 },
  );

  // The same sign-up now works, on a new database.
  await signUpLocally(page, { label: 'fresh' });
  // The app logs what it could not open or read: those two, and nothing else.
  setAsideProvokedErrors(
    pageErrors,
    /^console\.error: (The local database could not be opened|Nothing could be read from the local database)\./,
  );
});
