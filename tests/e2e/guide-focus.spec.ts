import { expectNoAxeViolations } from './support/axe';
import { fakeAi } from '../support/fakes/ai/playwright';
import { validMvpGuide as fakeMvpGuide } from '../support/fixtures/ai';
import { IDEA } from './support/faults';
import { expect, test } from './support/fixtures';
import { clarifyIdea, openFirstGuide, startAsVisitor } from './support/steps';

/**
 * The guide as a doing tool (docs/product.md §5.6, §5.9): a tone chosen before asking, estimates
 * and the time ahead, One step at a time with its queue and timer, remembered on the device.
 */

const [first, second, third] = fakeMvpGuide.steps.map((step) => step.title);

test('a visitor picks a tone, then works through the guide one step at a time, axe-clean', async ({
  page,
}) => {
  const ai = await fakeAi(page);
  await startAsVisitor(page);

  await page.getByText('Tone and energy').click();
  await page.getByRole('radio', { name: 'Gentle' }).check();
  await page.getByRole('switch', { name: 'Low-energy day' }).check();
  await expectNoAxeViolations(page, 'tone choice');
  await clarifyIdea(page, IDEA);
  await openFirstGuide(page, 'Build an MVP');

  // The choice shaped both requests, as words in the prompt only.
  for (const request of ai.requests) {
    expect(request.messages[0]!.content).toContain('Tone: gentle.');
    expect(request.messages[0]!.content).toContain('The person is having a low-energy day');
    expect(request.temperature).toBe(0.7);
  }

  // 'Start here' (5 min) and the four steps.
  await expect(page.getByText('about 2 h 5 min left')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${first}`) })).toContainText(
    '~20 min',
  );

  const toggle = page.getByRole('button', { name: 'One step at a time' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const current = page.getByRole('heading', { level: 2, name: first });
  await expect(current).toBeVisible();
  await expect(page.getByRole('button', { name: `Mark as complete: ${first}` })).toBeHidden();
  await expectNoAxeViolations(page, 'focus view');

  // Keyboard only: skip the first step, which goes to the end of the queue.
  await page.getByRole('button', { name: 'Skip for now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: second })).toBeFocused();
  await expect(page.getByText('0 of 4 completed')).toBeVisible();

  await page.clock.install();
  await page.getByRole('button', { name: 'Start timer', exact: true }).click();
  await expect(page.getByText(/^Elapsed/)).toBeVisible();
  await page.clock.fastForward('32:00');
  await expect(page.getByText(/^Elapsed/)).toContainText('32:0');
  await expectNoAxeViolations(page, 'focus view with the timer');
  await page.getByRole('button', { name: 'Done, next step' }).click();
  await expect(page.getByRole('heading', { level: 2, name: third })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `Done: ${second}` })).toHaveText(
    `Done: ${second}, took 32 min.`,
  );
  await expect(page.getByText('about 1 h 20 min left')).toBeVisible();

  // Remembered on this device, with the queue and the time kept in the tab.
  await page.reload();
  await expect(page.getByRole('button', { name: 'One step at a time' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { level: 2, name: third })).toBeVisible();
  await page.getByRole('button', { name: 'One step at a time' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^${second}`) })).toContainText(
    'took 32 min',
  );
  await expect(page.getByRole('button', { name: `Mark as complete: ${first}` })).toBeVisible();
});
