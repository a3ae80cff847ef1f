import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The accessibility check every story leans on (./support/axe.ts), on pages of its own: it fails
 * on low contrast that stays, and not on text caught while it fades out. No screen of the app is
 * involved, so it runs once, at desktop width.
 */

/** Grey text on white: 2.8 : 1, well under the 4.5 : 1 that WCAG asks of body text. */
const FAINT = 'color: #999; background: #fff';

/** A whole page around `body`: a language, a title, a main landmark and a heading. */
const pageWith = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>A page</title>${head}</head>` +
  `<body><main><h1>A page</h1>${body}</main></body></html>`;

/**
 * A page whose one notice starts to fade out the moment axe arrives in the page, after the check's
 * wait for stillness has passed (what a toast leaving by itself did in CI), and is gone when the
 * fade ends.
 */
async function noticeThatLeavesAsAxeArrives(page: Page) {
  await page.setContent(
    pageWith(
      '<p id="notice" style="color: #222; background: #fff">Saved.</p>',
      // Held at three tenths of its opacity for the fade's 2 s, whatever the machine's speed.
      '<style>@keyframes leaving { from { opacity: 0.3 } to { opacity: 0.3 } }' +
        '.leaving { animation: leaving 2s linear }</style>',
    ),
  );
  await page.evaluate(() => {
    Object.defineProperty(window, 'axe', {
      configurable: true,
      get: () => undefined,
      set(axe: unknown) {
        Object.defineProperty(window, 'axe', { value: axe, writable: true, configurable: true });
        const notice = document.getElementById('notice')!;
        notice.addEventListener('animationend', () => notice.remove());
        notice.classList.add('leaving');
      },
    });
  });
}

test('the axe check fails on faint text that stays, and not on a notice caught fading out @any-width', async ({
  page,
}) => {
  await page.setContent(pageWith(`<p style="${FAINT}">Faint for good.</p>`));
  await expect(expectNoAxeViolations(page, 'faint text')).rejects.toThrow(/color-contrast/);

  await noticeThatLeavesAsAxeArrives(page);
  await expectNoAxeViolations(page, 'a notice fading out');
  await expect(page.locator('#notice')).toHaveCount(0);
});
