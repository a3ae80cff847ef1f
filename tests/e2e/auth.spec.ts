import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signUpLocally } from './support/steps';

/**
 * Accounts in local mode, in real Chromium on the production build: every test starts with a
 * fresh browser profile, so a fresh embedded database and no session.
 */

/** Opening the embedded database (WASM, then the migrations into IndexedDB) takes seconds, more on a busy machine. */
const DATABASE_TIMEOUT = 45_000;

test.describe('accounts in local mode', () => {
  // At desktop width only: at 390 px the sign-up form, empty and with its errors, is axe-checked
  // by the account-forms story of first-ten-minutes.spec.ts, the sign-in form with its errors by
  // the story below, and with a refused password by bring-back.spec.ts's login story; the way
  // through the guarded page does not depend on the width.
  test('sign up, sign out, be stopped at a guarded page, sign in and land back on it @any-width', async ({
    page,
  }) => {
    test.slow();

    await page.goto('/signup');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('All fields are required')).toHaveCount(3);
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectNoAxeViolations(page, 'signup with errors');

    const { email, password } = await signUpLocally(page, { label: 'ada' });

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible({
      timeout: DATABASE_TIMEOUT,
    });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');

    await page.goto('/ideas');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials', {
      timeout: DATABASE_TIMEOUT,
    });
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expectNoAxeViolations(page, 'login with a refused password');

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL('/ideas', { timeout: DATABASE_TIMEOUT });
  });

  test('the sign-in form checks its fields and is axe-clean with errors shown', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectNoAxeViolations(page, 'login');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Email and password are required')).toHaveCount(2);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectNoAxeViolations(page, 'login with errors');

    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Password', { exact: true }).fill('whatever');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');

    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toContainText('Google sign-in needs a Supabase backend');
    await expectNoAxeViolations(page, 'login with the Google message');
  });

  test('a signed-in visitor of /login or /signup is sent home, and other tabs follow a sign-out @any-width', async ({
    page,
    context,
  }) => {
    test.slow();
    await signUpLocally(page, { label: 'grace' });

    await page.goto('/login');
    await expect(page).toHaveURL('/');
    await page.goto('/signup');
    await expect(page).toHaveURL('/');

    const otherTab = await context.newPage();
    await otherTab.goto('/dashboard');
    await expect(otherTab.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible({
      timeout: DATABASE_TIMEOUT,
    });

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/login');
    await expect(otherTab).toHaveURL('/login');
  });

  test('forgot password: the e-mail is checked, and local mode says reset e-mails need Supabase', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'forgot password');

    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(page, 'forgot password with an error');

    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Password reset emails need a Supabase backend',
    );
    await expectNoAxeViolations(page, 'forgot password with the local-mode message');
  });

  test('reset links: none, tokens (never accepted), a code (local mode has none)', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    await expectNoAxeViolations(page, 'reset password without a link');

    // From another page: a hash-only change of the same address would not load the page again.
    await page.goto('/login');
    await page.goto(
      '/reset-password#access_token=header.payload.signature&refresh_token=r1&type=recovery',
    );
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid or expired reset link. Please request a new password reset.',
    );
    // The tokens do not stay in the address bar.
    await expect(page).toHaveURL('/reset-password');

    await page.goto('/reset-password?code=one-time-code');
    await expect(page.getByRole('alert')).toContainText('need a Supabase backend');
    await expect(page).toHaveURL('/reset-password');
    await expectNoAxeViolations(page, 'reset password in local mode');

    await page.getByRole('link', { name: 'Request a New Link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });
});
