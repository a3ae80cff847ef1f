import { fakeSupabase } from '../../support/fakes/supabase/playwright';
import { ACCOUNT } from '../../support/fixtures/supabase';
import { expectNoAxeViolations } from '../support/axe';
import { myIdeaCards, openFilter } from '../support/steps';
import { expect, test } from './fixtures';

/**
 * The idea portfolio in Supabase mode (docs/product.md §8.4): the shelf brings back ideas left
 * alone for two weeks, Park and Unpark go through PostgREST (the database remembers where a parked
 * idea came from), and Which idea first? saves the triage and the focus with the account. At
 * 390 px it is also where the portfolio's screens are axe-checked: the local story runs at desktop
 * width only.
 */

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

test('the shelf, parking and the triage, saved with the account @mobile', async ({ page }) => {
  test.setTimeout(120_000);
  const supabase = await fakeSupabase(page);
  await page.goto('/login');
  const bees = await supabase.seedIdea({
    idea_text: 'A rooftop beehive club for office workers',
    status: 'parked',
    parked_from: 'in_progress',
    updated_at: daysAgo(21),
  });
  const soup = await supabase.seedIdea({
    idea_text: 'A soup swap every Friday',
    status: 'clarified',
  });
  await supabase.seedIdea({ idea_text: 'A map of quiet places to read', status: 'clarified' });

  // Signed in with the keyboard: the password, then the address, then Enter.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(ACCOUNT.password);
  await page.getByLabel('Email').fill(ACCOUNT.email);
  await password.press('Enter');
  await expect(page).toHaveURL('/');

  // --- From your shelf, on the idea input.
  const shelf = page.getByRole('region', { name: 'From your shelf' });
  await expect(shelf.getByRole('heading', { name: /rooftop beehive/ })).toBeVisible();
  await expectNoAxeViolations(page, 'idea input with the shelf');
  await shelf.getByRole('button', { name: /^Pick up: / }).click();
  await expect(page).toHaveURL(`/idea/${bees.id}`);
  await expect.poll(async () => (await supabase.idea(bees.id))?.status).toBe('in_progress');

  // --- Park for later on the idea page, then My Ideas.
  await page.getByRole('button', { name: 'Park for later' }).click();
  await expect(page.getByText('Status: Parked', { exact: true })).toBeVisible();
  await expect.poll(async () => (await supabase.idea(bees.id))?.parked_from).toBe('in_progress');
  await page.goto('/ideas');
  // Found under Parked, with no number of parked ideas.
  await openFilter(page);
  await page.getByRole('button', { name: 'Parked', exact: true }).click();
  await expect(page.getByText('Your parked ideas')).toBeVisible();
  await expect(myIdeaCards(page)).toHaveCount(1);
  await expectNoAxeViolations(page, 'My Ideas, parked');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(myIdeaCards(page)).toHaveCount(3);

  // --- Which idea first?, to a saved focus; the ratings start from the AI's suggestion.
  await page.getByRole('button', { name: 'Which idea first?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Which idea first?' });
  await dialog.getByRole('checkbox', { name: 'A soup swap every Friday' }).check();
  await dialog.getByRole('checkbox', { name: 'A map of quiet places to read' }).check();
  await dialog.getByRole('button', { name: 'Rate them' }).click();
  // The AI's suggestion arrives on the ratings (its reason under each idea) before the ranking.
  await expect(dialog.getByText('A fair place to start.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'Which idea first?, ratings');
  await dialog.getByRole('button', { name: 'See the ranking' }).click();
  await expect(dialog.getByText('A fair place to start.').first()).toBeVisible();
  await expectNoAxeViolations(page, 'Which idea first?, ranking');
  await dialog
    .getByRole('button', { name: 'Make this my focus: A soup swap every Friday' })
    .click();
  await expect(dialog.getByText(/is your current focus/)).toBeVisible();
  await expectNoAxeViolations(page, 'Which idea first?, focus chosen');
  await expect.poll(async () => (await supabase.portfolio())?.focus_idea_id).toBe(soup.id);
  expect((await supabase.portfolio())?.last_triage).toMatchObject({
    entries: [{ ideaId: soup.id }, { ideaId: expect.any(String) }],
  });
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('region', { name: 'Current focus' }).getByRole('article', { name: /soup swap/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'My Ideas with a current focus');
  expect(supabase.unexpected).toEqual([]);
});
