import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 38, item 9 (docs/decisions/094-general-guides-and-answers-with-substance.md): a local
 * account on a page that is not warm yet — the embedded database's first start in this browser —
 * says what is happening while it takes longer than a moment, on the button itself, and arrives.
 */

/** A first-ever start of the database, from WebAssembly to migrations: seconds on a busy machine. */
const FIRST_START_TIMEOUT = 150_000;

test('a sign-up clicked before the database is warm says what it is doing, then arrives', async ({
  page,
}) => {
  const email = `first.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signup');
  await page.locator('button[type="submit"]:not([disabled])').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('e2e-password-2718');
  await page.getByLabel('Confirm password').fill('e2e-password-2718');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const busy = page.getByRole('button', { name: 'Preparing this device...' });
  await expect(busy).toBeVisible({ timeout: FIRST_START_TIMEOUT });
  await expect(busy).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: /preparing its database/ })).toHaveText(
    /first time takes a few seconds/,
  );
  await expectNoAxeViolations(page, 'sign-up, preparing this device');
  await expect(page.getByText("Account created! You're signed in on this device.")).toBeVisible({
    timeout: FIRST_START_TIMEOUT,
  });
});
