import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test.describe('the app shell', () => {
  test('an unknown path shows the 404 page, and Return Home goes home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expectNoAxeViolations(page, '404 page');

    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL('/');
  });

  // Where Go Back leads does not depend on the width; the 404 page is axe-checked at both above.
  test('Go Back on the 404 page returns to the page before it @any-width', async ({ page }) => {
    await page.goto('/');
    await page.goto('/lost');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/');
  });

  // Where a guard sends a visitor does not depend on the width: the first at both widths (the
  // sign-in page it lands on axe-checked at 390 px too), the other two at desktop width only.
  for (const [guarded, tag] of [
    ['/dashboard', ''],
    ['/ideas', ' @any-width'],
    ['/idea/0b7c2f3e-1111-4e5e-9c1a-000000000000', ' @any-width'],
  ] as const) {
    test(`a visitor opening ${guarded} is sent to /login${tag}`, async ({ page }) => {
      await page.goto(guarded);
      await expect(page).toHaveURL('/login');
      // The address changes before the sign-in screen's code has arrived: a person sees it once
      // its form is there, and that page is what axe checks.
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `login after redirect from ${guarded}`);
    });
  }

  test('a route that fails to load shows the error screen with its message', async ({
    page,
    pageErrors,
  }) => {
    // The 404 route's code cannot be fetched, as after a deploy or on a dropped connection.
    await page.route(/\/assets\/not-found-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/nowhere');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByText(/Failed to fetch dynamically imported module/)).toBeVisible();
    await expectNoAxeViolations(page, 'error screen');
    // The browser logs the failed request; that is what this test provokes.
    pageErrors.length = 0;
  });

  // Dismissing does not depend on the width; the banner's layout at 390 px is checked by
  // first-ten-minutes.spec.ts.
  test('the local-mode banner can be dismissed and stays dismissed @any-width', async ({
    page,
  }) => {
    await page.goto('/lost');
    const banner = page.getByText('Local mode: your ideas are stored in this browser.');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});
