import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validMvpGuide as fakeMvpGuide } from '../support/fixtures/ai';
import { IDEA } from './support/faults';
import { expect, test } from './support/fixtures';
import { clarifyIdea, openFirstGuide, startAsVisitor } from './support/steps';

/**
 * Staying with a step (docs/product.md §5.6, docs/decisions/086-stay-with-it.md): in 'One step at
 * a time', the timer passing the step's estimate brings one quiet line beside it, never a dialog;
 * a 'Work with me' session keeps the person company and ends with its summary. Playwright's clock
 * moves the time.
 */

const step = fakeMvpGuide.steps[0]!;

test('past the estimate a quiet check-in line appears beside the timer; a Work with me session ends with its summary; axe-clean', async ({
  page,
}) => {
  await fakeAi(page);
  await startAsVisitor(page);
  await clarifyIdea(page, IDEA);
  await openFirstGuide(page, 'Build an MVP');
  // One step at a time, the first action not yet ticked: it stays above the step.
  await page.getByRole('button', { name: 'One step at a time' }).click();
  const view = page.getByRole('region', { name: step.title });
  await expect(view.getByRole('heading', { level: 2, name: step.title })).toBeVisible();
  // Whatever the timer shows, the way on stays on the first screen, on a phone too.
  const doneNext = view.getByRole('button', { name: 'Done, next step' });

  await page.clock.install();
  await view.getByRole('button', { name: 'Start timer', exact: true }).click();
  await page.clock.fastForward('30:00');
  const checkIn = view.getByRole('group', { name: /the estimate\./ });
  await expect(checkIn).toHaveAccessibleName(
    "You're 10 minutes past the estimate. Keep going, break it down, or take a break?",
  );
  await expect(checkIn.getByRole('button', { name: 'Take a 5-minute break' })).toBeVisible();
  // A line beside the timer: nothing opens over the page, nothing says 'overdue'.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText(/overdue/i)).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Start here:/ })).toBeVisible();
  await expect(doneNext).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page, 'focus view with the check-in');
  // The calm screen: the first action done folds away, and the step leads the page.
  await page.getByRole('checkbox', { name: /^Start here:/ }).click();
  await expect(page.getByRole('region', { name: /^Start here:/ })).toHaveCount(0);
  await expect(doneNext).toBeInViewport({ ratio: 1 });
  await checkIn.getByRole('button', { name: 'Keep going' }).click();
  await expect(checkIn).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Pause' })).toBeFocused();

  await view.getByRole('button', { name: 'Work with me' }).click();
  await view
    .getByRole('group', { name: 'Work with me for' })
    .getByRole('button', { name: '25 min' })
    .click();
  await expect(view.getByRole('button', { name: 'End session' })).toBeFocused();
  const companion = view.locator('[data-work-with-me]');
  await expect(companion).toContainText('Working alongside you');
  await expect(companion).toContainText(/2[45]:\d\d left/);
  await expect(doneNext).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page, 'focus view with a Work with me session');
  // Someone alongside: a slow, quiet movement, which stands still when less motion is asked for.
  const moving = () =>
    companion.evaluate((element) =>
      Array.from(element.querySelectorAll('*')).some(
        (node) => getComputedStyle(node).animationName !== 'none',
      ),
    );
  expect(await moving()).toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await moving()).toBe(false);

  await view.getByRole('checkbox', { name: step.content[0]! }).check();
  await page.clock.fastForward('13:00');
  await expect(companion).toContainText('Halfway there. Still here with you.');
  await page.clock.fastForward('12:00');
  const summary = view.getByRole('group', {
    name: `25 minutes on “${step.title}”. 1 action ticked.`,
  });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Another round' })).toBeVisible();
  await expect(doneNext).toBeInViewport({ ratio: 1 });
  await summary.getByRole('button', { name: 'Done for now' }).click();
  await expect(summary).toHaveCount(0);
  await expect(view.getByRole('button', { name: 'Start timer', exact: true })).toBeFocused();

  // The session's minutes joined the step's time: the 30 before it and its 25.
  await doneNext.click();
  await expect(page.getByRole('status').filter({ hasText: `Done: ${step.title}` })).toHaveText(
    `Done: ${step.title}, took 55 min.`,
  );
});
