import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { ideaInputHeading } from './support/steps';

/**
 * A prerendered page can be pressed from its first paint, before its code has arrived and React
 * has adopted it (docs/decisions/055-app-code-after-the-first-paint.md). Each story holds every
 * script of the app back, presses the page's controls and types into its fields as a person
 * would, checks that the app had not started meanwhile, then lets the scripts through: every press
 * takes effect exactly once, and nothing typed is lost.
 */

/** Holds every script of the app until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Counts, by its text or label, each press that reaches the window: a press React acts on does;
 * one kept until the app has started is counted when it is pressed again.
 */
async function countPresses(page: Page) {
  await page.addInitScript(() => {
    const counts: Record<string, number> = {};
    (window as unknown as { __presses: Record<string, number> }).__presses = counts;
    for (const type of ['click', 'submit'])
      window.addEventListener(type, (event) => {
        const element = event.target instanceof Element ? event.target : null;
        const control = element?.closest('button, a, form');
        if (!control) return;
        const name = `${type} ${control.getAttribute('aria-label') ?? control.textContent?.trim()}`;
        counts[name] = (counts[name] ?? 0) + 1;
      });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __presses: Record<string, number> }).__presses);
}

/** Arrives on a prerendered page with the app's scripts held back. */
async function arriveHeld(page: Page, path: string) {
  const release = await holdAppScripts(page);
  const presses = await countPresses(page);
  // Not 'load': the held scripts hold the load event back too.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { release, presses };
}

/** Whether React has put its listeners on the page yet. */
const appStarted = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('_reactListening')),
  );

/** A press as the device makes it: a tap on a phone, a click with the mouse elsewhere. */
const pressWith = (isMobile: boolean) => (control: Locator) =>
  isMobile ? control.tap() : control.click();

const banner = (page: Page) => page.getByText('Local mode: your ideas are stored in this browser.');

test.describe('a prerendered page pressed before its code runs', () => {
  test('/: Dismiss, the menu, an FAQ answer and Contact each act once the app has started', async ({
    page,
    isMobile,
  }) => {
    const press = pressWith(isMobile);
    const { release, presses } = await arriveHeld(page, '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeVisible();

    await press(page.getByRole('button', { name: 'Dismiss' }));
    const menuButton = page.locator('button[aria-controls="mobile-menu"]');
    if (isMobile) await press(menuButton);
    // Located by its text: the open dialog hides the page from the accessibility tree.
    const question = page.locator('#faq button', { hasText: 'Can I delete my data?' });
    await press(question);
    // The header's Contact is in the menu on a phone; the FAQ's is on every screen.
    const contact = isMobile
      ? page.locator('#faq').getByRole('button', { name: 'Contact Us' })
      : page.getByRole('banner').getByRole('button', { name: 'Contact' });
    await press(contact);
    // Nothing has happened yet, and the app has not started: the presses are waiting.
    expect(await appStarted(page)).toBe(false);
    await expect(banner(page)).toBeVisible();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await expect(dialog).toBeVisible();
    // Pressed twice, the menu and the answer would be closed again.
    if (isMobile) {
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#mobile-menu')).toBeVisible();
    }
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(banner(page)).toBeHidden();
    expect(await presses()).toEqual({
      'click Dismiss': 1,
      ...(isMobile ? { 'click Open menu': 1 } : {}),
      'click Can I delete my data?': 1,
      [`click ${isMobile ? 'Contact Us' : 'Contact'}`]: 1,
    });

    // The page goes on working as usual.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await press(question);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Can I delete my data?' })).toBeHidden();
  });

  test('/: a start button pressed before the code runs starts the journey, once', async ({
    page,
    isMobile,
  }) => {
    const press = pressWith(isMobile);
    const { release, presses } = await arriveHeld(page, '/');
    // The hero's button on a computer, the closing card's on a phone: both start the journey.
    const name = isMobile ? 'Start Clarifying Now' : 'Try it now — no account needed';
    const start = page.getByRole('button', { name });
    // Offered as it is: not marked as waiting for anything.
    await expect(start).not.toHaveAttribute('aria-disabled');
    await press(start);
    expect(await appStarted(page)).toBe(false);

    release();
    await expect(ideaInputHeading(page)).toBeVisible();
    expect(await presses()).toEqual({ [`click ${name}`]: 1 });
  });

  test('/ and /privacy: a link pressed before the code runs goes where it says', async ({
    page,
    isMobile,
  }) => {
    const press = pressWith(isMobile);
    const { release } = await arriveHeld(page, '/privacy');
    await press(page.getByRole('link', { name: 'Back to Clarity' }));
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeVisible();
    expect(await appStarted(page)).toBe(false);

    await press(page.getByRole('link', { name: 'Get Started - Sign Up' }));
    await expect(page).toHaveURL('/signup');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    expect(await appStarted(page)).toBe(false);
    release();
    await expect.poll(() => appStarted(page)).toBe(true);
  });

  test('/privacy: Dismiss pressed before the code runs dismisses the banner for good', async ({
    page,
    isMobile,
  }) => {
    const { release, presses } = await arriveHeld(page, '/privacy');
    await pressWith(isMobile)(page.getByRole('button', { name: 'Dismiss' }));
    expect(await appStarted(page)).toBe(false);
    await expect(banner(page)).toBeVisible();

    release();
    await expect(banner(page)).toBeHidden();
    expect(await presses()).toEqual({ 'click Dismiss': 1 });
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your ideas and your privacy' }),
    ).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('/login: what is typed is kept, and Show password, Sign In and Google each act once', async ({
    page,
    isMobile,
  }) => {
    const press = pressWith(isMobile);
    const { release, presses } = await arriveHeld(page, '/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await press(page.getByRole('button', { name: 'Dismiss' }));
    // Not a valid address, so that the form's answer shows what it was sent.
    await email.pressSequentially('ada@example');
    await password.pressSequentially('a-long-password');
    await press(page.getByRole('button', { name: 'Show password' }));
    // Enter in a field submits the form as its button would.
    await password.press('Enter');
    await press(page.getByRole('button', { name: 'Continue with Google' }));
    expect(await appStarted(page)).toBe(false);
    await expect(password).toHaveAttribute('type', 'password');

    release();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Google sign-in needs a Supabase backend');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(email).toHaveValue('ada@example');
    await expect(password).toHaveValue('a-long-password');
    await expect(page.getByText('Email and password are required')).toHaveCount(0);
    await expect(banner(page)).toBeHidden();
    expect(await presses()).toEqual({
      'click Dismiss': 1,
      'click Show password': 1,
      'click Sign In': 1,
      'submit Sign in': 1,
      'click Continue with Google': 1,
    });
  });

  test('/signup: what is typed is kept, and both Show password and Create Account act once', async ({
    page,
    isMobile,
  }) => {
    const press = pressWith(isMobile);
    const { release, presses } = await arriveHeld(page, '/signup');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');
    await email.pressSequentially('ada@example.com');
    await password.pressSequentially('a-long-password');
    // Not the same, so that the form's answer shows what it was sent.
    await confirm.pressSequentially('a-longer-password');
    const shows = page.getByRole('button', { name: 'Show password' });
    await press(shows.first());
    await press(shows.last());
    await press(page.getByRole('button', { name: 'Create Account' }));
    expect(await appStarted(page)).toBe(false);

    release();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'text');
    await expect(email).toHaveValue('ada@example.com');
    await expect(password).toHaveValue('a-long-password');
    await expect(confirm).toHaveValue('a-longer-password');
    expect(await presses()).toEqual({
      'click Show password': 2,
      'click Create Account': 1,
      'submit Sign up': 1,
    });
  });

  test('/forgot-password: the e-mail typed is kept and sent once', async ({ page, isMobile }) => {
    const { release, presses } = await arriveHeld(page, '/forgot-password');
    const email = page.getByLabel('Email');
    await email.pressSequentially('ada@example.com');
    await pressWith(isMobile)(page.getByRole('button', { name: 'Send Reset Link' }));
    expect(await appStarted(page)).toBe(false);

    release();
    await expect(page.getByRole('alert')).toContainText(
      'Password reset emails need a Supabase backend',
    );
    await expect(email).toHaveValue('ada@example.com');
    expect(await presses()).toEqual({
      'click Send Reset Link': 1,
      'submit Reset password': 1,
    });
  });
});
