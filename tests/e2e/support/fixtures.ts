import { test as base, expect } from '@playwright/test';

/**
 * The shared test fixture: every page starts from a clean browser profile, and a console error,
 * an uncaught exception or a Content-Security-Policy violation on the page fails the test.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
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
    },
    { auto: true },
  ],
});

test.afterEach(async ({ pageErrors }, testInfo) => {
  // Tests that provoke errors on purpose clear the list themselves.
  if (testInfo.status === 'passed') expect(pageErrors, 'errors logged by the page').toEqual([]);
});

export { expect };
