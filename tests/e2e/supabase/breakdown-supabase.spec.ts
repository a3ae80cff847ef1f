import { taskOf } from '../../support/fakes/ai/fake-ai';
import { signInToFake } from '../../support/fakes/supabase/playwright';
import { validBreakdown, validMvpGuide } from '../../support/fixtures/ai';
import { IDEA } from '../support/faults';
import { clarifyIdea, openFirstGuide } from '../support/steps';
import { expect, test } from './fixtures';

/**
 * 'Break it down' for a signed-in person in Supabase mode (docs/decisions/040 and 041): the
 * breakdown goes through the `ai` function as a task request, and the sub-steps and their ticks are
 * kept with the idea's stored guide in `guide_items`, one row each, so a reload shows them again.
 */

test('a signed-in person breaks a step down; the sub-steps and a tick are kept with the account', async ({
  page,
  supabase,
}) => {
  test.setTimeout(120_000);
  await signInToFake(page);
  await clarifyIdea(page, IDEA, { saved: true });
  await openFirstGuide(page, 'Build an MVP');

  const step = page.getByRole('region', { name: validMvpGuide.steps[0]!.title });
  await step.getByRole('button', { name: 'Break it down', exact: true }).click();
  const [firstSub, secondSub] = validBreakdown.subSteps;
  await expect(step.getByText(firstSub!.title)).toBeVisible();
  await step.getByRole('checkbox', { name: secondSub!.title }).check();

  // One row per sub-step, the ticked one done: written through the database's functions.
  await expect
    .poll(async () =>
      (await supabase.guideItems()).filter((item) => item.title !== null && item.done),
    )
    .toEqual([expect.objectContaining({ title: secondSub!.title, done: true })]);
  // The function built the breakdown's chat request from the task request the page sent.
  expect(supabase.ai.requests.map((request) => taskOf(request.body))).toContain('breakdown');

  await page.reload();
  const reloaded = page.getByRole('region', { name: validMvpGuide.steps[0]!.title });
  await expect(reloaded.getByRole('checkbox', { name: secondSub!.title })).toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: firstSub!.title })).not.toBeChecked();
  expect(supabase.unexpected).toEqual([]);
});
