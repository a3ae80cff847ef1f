import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { ideaBox, startAsVisitor } from './support/steps';

test.describe('the privacy page', () => {
  test('opens from the footer, is axe-clean and says where ideas go and how to delete them', async ({
    page,
  }) => {
    // The journey notes its stage in `/`'s history entry once its rules arrive, after the app has
    // started. They are held back here until the person, scrolled down to the footer, is pressing
    // the link: that note once scrolled the page to its top, and the press came up elsewhere.
    // With reduced motion that scroll is a jump, not a glide, so no timing decides the outcome.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let historyAsked!: () => void;
    const asked = new Promise<void>((resolve) => (historyAsked = resolve));
    let releaseHistory!: () => void;
    const historyHeld = new Promise<void>((resolve) => (releaseHistory = resolve));
    await page.route(/\/assets\/history-[^/]+\.js$/, async (route) => {
      historyAsked();
      await historyHeld;
      await route.continue();
    });
    await page.goto('/');
    const privacyLink = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' });
    await asked;
    await privacyLink.scrollIntoViewIfNeeded();
    const box = (await privacyLink.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    releaseHistory();
    await page.waitForFunction(
      () => (window.history.state as { usr?: { journey?: unknown } } | null)?.usr?.journey,
    );
    // Two frames: whatever the app does with the new entry has been drawn.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.mouse.up();
    await expect(page).toHaveURL('/privacy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your ideas and your privacy' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Privacy — Clarity');
    for (const choice of [
      'Clarity’s AI',
      'My own AI service',
      'A model on this computer',
      'Built into this browser',
      'No AI (examples only)',
    ])
      await expect(page.getByRole('heading', { level: 3, name: choice })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How to delete it' })).toBeVisible();
    // Nothing wider than the screen at 390 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'privacy');

    await page.getByRole('link', { name: 'Back to Clarity' }).click();
    await expect(page).toHaveURL('/');
  });

  test('is served at /privacy on arrival', async ({ page }) => {
    await page.goto('/privacy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your ideas and your privacy' }),
    ).toBeVisible();
  });
});

/**
 * The browser's speech recognition, replaced before the page loads: pressing 'Start speaking'
 * "hears" two phrases, the second still being recognised, then waits for Stop. `window.__deny`
 * makes it refuse the microphone instead.
 */
const fakeRecognition = () => {
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      const scope = window as unknown as { __deny?: boolean };
      setTimeout(() => {
        if (scope.__deny) {
          this.onerror?.({ error: 'not-allowed' });
          this.onend?.();
          return;
        }
        const result = (transcript: string, isFinal: boolean) =>
          Object.assign([{ transcript, confidence: 0.9 }], { isFinal });
        this.onresult?.({ resultIndex: 0, results: [result('that turns notes', true)] });
        this.onresult?.({
          resultIndex: 1,
          results: [result('that turns notes', true), result('into quizzes', false)],
        });
      }, 50);
    }
    stop() {
      setTimeout(() => this.onend?.(), 10);
    }
    abort() {
      this.onend?.();
    }
  }
  // Chromium offers both names; the app takes whichever is there.
  const scope = window as unknown as Record<string, unknown>;
  scope.SpeechRecognition = FakeRecognition;
  scope.webkitSpeechRecognition = FakeRecognition;
};

test.describe('voice brain-dump', () => {
  test('appends what is said to what was typed and keeps it all on Stop', async ({ page }) => {
    await page.addInitScript(fakeRecognition);
    // The voice button's code arrives late here, as on a slow network: 'Let's go!' stays put.
    let releaseVoiceCode!: () => void;
    const voiceCodeHeld = new Promise<void>((resolve) => (releaseVoiceCode = resolve));
    await page.route(/\/assets\/voice-dictation-[^/]+\.js$/, async (route) => {
      await voiceCodeHeld;
      await route.continue();
    });
    await startAsVisitor(page);
    const letsGo = page.getByRole('button', { name: "Let's go!" });
    const placeBefore = await letsGo.boundingBox();
    releaseVoiceCode();
    await expect(page.getByRole('button', { name: 'Start speaking' })).toBeVisible();
    expect(Math.abs((await letsGo.boundingBox())!.y - placeBefore!.y)).toBeLessThan(1);
    await ideaBox(page).fill('A study app');
    // Playwright's Chromium reports Chrome in its user agent.
    await expect(
      page.getByText('Chrome sends your voice to Google’s servers to turn it into text.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'idea input with voice');
    await page.getByRole('button', { name: 'Start speaking' }).click();
    await expect(ideaBox(page)).toHaveValue('A study app that turns notes into quizzes');
    await expect(page.getByText('Listening… what you say is added to your idea.')).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Start speaking' })).toBeVisible();
    await expect(ideaBox(page)).toHaveValue('A study app that turns notes into quizzes');
    await expect(page.getByRole('button', { name: "Let's go!" })).toBeEnabled();
  });

  test('says clearly when the microphone is refused', async ({ page }) => {
    await page.addInitScript(fakeRecognition);
    await page.addInitScript(() => {
      (window as unknown as { __deny: boolean }).__deny = true;
    });
    await startAsVisitor(page);
    await ideaBox(page).fill('Half an idea');
    await page.getByRole('button', { name: 'Start speaking' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Clarity may not use your microphone. Allow it in your browser’s settings for this site, then press ‘Start speaking’ again.',
    );
    await expect(ideaBox(page)).toHaveValue('Half an idea');
  });

  test('is not offered where the browser has no speech recognition', async ({ page }) => {
    await page.addInitScript(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.webkitSpeechRecognition;
      delete scope.SpeechRecognition;
    });
    await startAsVisitor(page);
    await expect(ideaBox(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start speaking' })).toHaveCount(0);
  });
});
