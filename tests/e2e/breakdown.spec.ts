import type { Page } from '@playwright/test';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validBreakdown, validMvpGuide } from '../support/fixtures/ai';
import { expectNoAxeViolations } from './support/axe';
import { IDEA, setAsideProvokedErrors, setOnline } from './support/faults';
import { expect, test } from './support/fixtures';
import { clarifyIdea, openFirstGuide, startAsVisitor } from './support/steps';

/**
 * Inside a guide step (docs/product.md §5.6): a checkbox per bullet, and 'Break it down' asking
 * the AI for smaller sub-steps, faked at the network edge: streamed, failing, slow, offline.
 */

const firstStep = (page: Page) => page.getByRole('region', { name: validMvpGuide.steps[0]!.title });
const [firstSub, secondSub] = validBreakdown.subSteps;

async function openGuide(page: Page) {
  await startAsVisitor(page);
  await clarifyIdea(page, IDEA);
  await openFirstGuide(page, 'Build an MVP');
  await expect(firstStep(page)).toBeVisible();
}

test.describe('Break it down', () => {
  test('bullets tick without completing the step; a step breaks into sub-steps that stream in, tick, survive a reload, and replace with Undo', async ({
    page,
  }) => {
    const ai = await fakeAi(page, 'breakdown-slow');
    await openGuide(page);
    const step = firstStep(page);

    const bullets = step.getByRole('checkbox');
    await expect(bullets).toHaveCount(validMvpGuide.steps[0]!.content.length);
    await bullets.first().check();
    await bullets.last().check();
    await expect(step.getByRole('button', { name: /^Mark as complete/ })).toBeVisible();
    await expect(page.getByText('0 of 4 completed')).toBeVisible();

    await step.getByRole('radio', { name: 'Tiny' }).check();
    await step.getByRole('button', { name: 'Break it down', exact: true }).click();
    // Slow (the route hands the answer over whole, so the one-by-one arrival is the component
    // tests' to prove): the step says it is on its way, then the sub-steps arrive.
    await expect(step.getByText('Breaking it down…')).toBeVisible();
    await expectNoAxeViolations(page, 'a breakdown on its way');
    await expect(step.getByText(firstSub!.title)).toBeVisible();

    const sub = step.getByRole('checkbox', { name: secondSub!.title });
    await expect(sub).toBeVisible();
    await expect(step.getByText('Broken into 4 smaller steps.')).toBeVisible();
    expect(ai.requests.at(-1)!.max_tokens).toBe(600);
    expect(ai.requests.at(-1)!.messages[0]!.content).toContain('about 5 minutes or less');
    await sub.check();
    await expectNoAxeViolations(page, 'a step broken down');

    await page.reload();
    await expect(firstStep(page).getByRole('checkbox', { name: secondSub!.title })).toBeChecked();
    await expect(firstStep(page).getByRole('checkbox').first()).toBeChecked();

    // Again: the same sub-steps come back unticked, and Undo brings the ticked ones back.
    await firstStep(page).getByRole('button', { name: 'Break it down', exact: true }).click();
    await expect(firstStep(page).getByText('Broken into 4 smaller steps.')).toBeVisible();
    await expect(
      firstStep(page).getByRole('checkbox', { name: secondSub!.title }),
    ).not.toBeChecked();
    await firstStep(page).getByRole('button', { name: 'Undo' }).click();
    await expect(firstStep(page).getByRole('checkbox', { name: secondSub!.title })).toBeChecked();
  });

  test("a failing breakdown says so in one line, keeps the step and offers 'Try again'; offline the button says why", async ({
    page,
    context,
    pageErrors,
  }) => {
    const ai = await fakeAi(page, 'breakdown-fails');
    await openGuide(page);
    const step = firstStep(page);
    await step.getByRole('button', { name: 'Break it down', exact: true }).click();
    await expect(step.getByText("This step couldn't be broken down just now.")).toBeVisible();
    await expect(step.getByRole('checkbox')).toHaveCount(validMvpGuide.steps[0]!.content.length);
    await expectNoAxeViolations(page, 'a failed breakdown');
    setAsideProvokedErrors(pageErrors, /Failed to load resource: .*status of 400/);

    await fakeAi(page, 'ok');
    await step.getByRole('button', { name: 'Try again' }).click();
    await expect(step.getByRole('checkbox', { name: firstSub!.title })).toBeVisible();

    await setOnline(context, ai, false);
    const button = step.getByRole('button', { name: 'Break it down', exact: true }).first();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Breaking a step down needs a connection.');
    await expectNoAxeViolations(page, 'breakdown offline');
    await setOnline(context, ai, true);
    await expect(button).not.toHaveAttribute('aria-disabled');
  });
});
