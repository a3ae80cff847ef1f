import { test as base, expect, type Page } from '@playwright/test';
import { JOURNEY_KEY } from '../../../src/features/journey/model/tab-keys';

/**
 * The shared test fixture: every page starts from a clean browser profile, and a console error,
 * an uncaught exception or a Content-Security-Policy violation on the page fails the test. A story
 * that fails says where its page was at the end (`whereThePageWas`).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      const consoleLines: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        consoleLines.push(`${message.type()}: ${message.text()}`);
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      // Chromium also logs most violations to the console, but not all of them (report-only
      // policies, some worker and eval cases): the event is the one source that never misses.
      await page.exposeFunction('__clarityCspViolation', (report: string) =>
        errors.push(`CSP violation: ${report}`),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`;
          (
            window as unknown as { __clarityCspViolation: (report: string) => void }
          ).__clarityCspViolation(report);
        });
      });
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('where the page was', {
          body: await whereThePageWas(page, consoleLines),
          contentType: 'text/plain',
        });
    },
    { auto: true },
  ],
});

/**
 * The page of a story that failed, as text beside the error: its address, the history entry's
 * state, the journey the tab kept, the words on screen and the page's last console lines. A story
 * that times out under load leaves no snapshot of its page, and a retry that passes leaves only its
 * own trace; this is what tells the next one apart.
 */
async function whereThePageWas(page: Page, consoleLines: string[]): Promise<string> {
  // A page stuck in a long task does not answer: the story's end does not wait for it.
  const noAnswer = new Promise<string>((resolve) =>
    setTimeout(() => resolve('the page did not answer within 5 s'), 5_000).unref(),
  );
  const state = page.isClosed()
    ? 'the page was closed'
    : await Promise.race([
        noAnswer,
        page.evaluate(
          (journeyKey) =>
            [
              `address: ${location.href}`,
              `history entry: ${JSON.stringify(history.state)}`,
              `journey kept: ${sessionStorage.getItem(journeyKey)}`,
              `on screen: ${document.body.innerText.replace(/\s*\n\s*/g, ' | ').slice(0, 1_500)}`,
            ].join('\n'),
          JOURNEY_KEY,
        ),
      ]).catch((error: unknown) => `the page could not be read: ${String(error)}`);
  return `${state}\nlast console lines:\n${consoleLines.slice(-40).join('\n')}`;
}

test.afterEach(async ({ pageErrors }, testInfo) => {
  // Tests that provoke errors on purpose clear the list themselves.
  if (testInfo.status === 'passed') expect(pageErrors, 'errors logged by the page').toEqual([]);
});

export { expect };
