import { test as base, expect } from '@playwright/test';

/**
 * The shared test fixture: every page starts from a clean browser profile, and a console error or
 * an uncaught exception on the page fails the test.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
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
