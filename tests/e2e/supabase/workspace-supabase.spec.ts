import { fakeSupabase, signInToFake } from '../../support/fakes/supabase/playwright';
import { validMvpGuide as fakeMvpGuide } from '../../support/fixtures/ai';
import { expectNoAxeViolations } from '../support/axe';
import { IDEA } from '../support/faults';
import { expect, test } from './fixtures';

/**
 * The idea journey page in Supabase mode (docs/product.md §8.2): the stored guide's steps, ticks
 * written one at a time through `set_step_progress` so that two tabs keep each other's ticks, the
 * idea completed with its last step, Reset All asking first, and Guides Completed counting the
 * finished guide.
 */

test('two tabs tick different steps of one idea and both ticks are kept; the finished guide counts', async ({
  page,
  context,
  supabase,
}) => {
  const idea = await supabase.seedIdea({
    idea_text: IDEA,
    status: 'in_progress',
    selected_next_step: 'mvp',
    step_progress: { step1: 'complete', step2: 'in_progress', step3: 'in_progress' },
  });
  await supabase.seedGuide(idea.id, 'mvp', {
    steps: fakeMvpGuide.steps,
    extras: fakeMvpGuide.tools,
  });
  const [, second, third, fourth] = fakeMvpGuide.steps;
  const step = (on: typeof page, title: string, status: string) =>
    on.getByRole('button', { name: new RegExp(`^${title}: ${status}`) });

  await signInToFake(page);
  await page.goto(`/idea/${idea.id}`);
  await expect(page.getByText('1 of 4 completed')).toBeVisible();
  await expect(page.getByText(fourth!.title, { exact: true })).toBeVisible();

  // A second tab of the same person, on the same idea, opened before either tick.
  const other = await context.newPage();
  await fakeSupabase(other, supabase);
  await other.goto(`/idea/${idea.id}`);
  await expect(other.getByText('1 of 4 completed')).toBeVisible();

  await step(page, second!.title, 'In progress').click();
  await step(other, third!.title, 'In progress').click();
  // Neither tab knew of the other's tick when it wrote its own, yet the database keeps both.
  await expect
    .poll(async () => (await supabase.ideas())[0]!.step_progress)
    .toEqual({ step1: 'complete', step2: 'complete', step3: 'complete' });
  await other.reload();
  await expect(other.getByText('3 of 4 completed')).toBeVisible();
  await other.close();
  await page.reload();
  await expect(page.getByText('3 of 4 completed')).toBeVisible();

  // Every step of the guide complete: the idea is completed.
  await page.getByRole('button', { name: 'Mark All Complete' }).click();
  await expect(page.getByText('4 of 4 completed')).toBeVisible();
  await expect(page.getByText('Status: Completed', { exact: true })).toBeVisible();
  await expect.poll(async () => (await supabase.ideas())[0]!.status).toBe('completed');

  // Reset All asks first.
  await page.getByRole('button', { name: 'Reset All' }).click();
  const ask = page.getByRole('dialog', { name: 'Reset every step?' });
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page, 'reset all confirmation');
  await ask.getByRole('button', { name: 'Keep my progress' }).first().click();
  await expect(ask).toBeHidden();
  await expect(page.getByText('4 of 4 completed')).toBeVisible();

  await page.goto('/dashboard');
  const stat = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(stat('Guides Completed')).toHaveText('1');
  expect(supabase.unexpected).toEqual([]);
});

test('on a phone and a desktop, My Ideas shows the first idea whole and the dashboard folds its details @mobile', async ({
  page,
  supabase,
}) => {
  await supabase.seedIdea({ idea_text: 'A choir for people who think they cannot sing' });
  const started = await supabase.seedIdea({
    idea_text: IDEA,
    status: 'in_progress',
    selected_next_step: 'mvp',
    step_progress: { step1: 'in_progress' },
  });
  await signInToFake(page);

  await page.goto('/ideas');
  const cards = page.getByRole('list', { name: 'Your ideas' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  // The first idea, whole, on the first screen: search and status wait behind 'Filter'.
  const box = (await cards.first().boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  const underWay = cards.filter({ hasText: IDEA });
  await expect(underWay.getByRole('link', { name: /^Continue the guide: / })).toHaveAttribute(
    'href',
    `/?resume=true&ideaId=${started.id}&step=mvp`,
  );
  await expectNoAxeViolations(page, 'My Ideas');

  // Supabase mode says whether the e-mail is verified; the user id and the connection tests wait
  // in 'Details'.
  await page.goto('/dashboard');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('User ID')).toBeHidden();
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText('User ID')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Test Connection' })).toBeVisible();
  await expectNoAxeViolations(page, 'dashboard with its Details open');
  expect(supabase.unexpected).toEqual([]);
});
