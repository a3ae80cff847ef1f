import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests on the production build (`vite preview`) in Debian's Chromium. The e2e build
 * points the AI at `E2E_AI_BASE_URL`, an address no server answers: each test fakes the AI there
 * with `page.route` (tests/e2e/support/fake-ai.ts), so the network edge is all that is faked.
 */
export const E2E_PORT = 4173;
export const E2E_AI_BASE_URL = 'http://ai.e2e.test/v1';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI only, where the 2-core machine runs two browsers that each boot PGlite and hash
  // passwords; Playwright still reports any test that needed it as "flaky", so it stays visible.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 3,
      },
    },
  ],
  webServer: {
    command: `npm run build:e2e && npx vite preview --outDir dist-e2e --port ${E2E_PORT} --strictPort`,
    url: `http://localhost:${E2E_PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { VITE_AI_BASE_URL: E2E_AI_BASE_URL, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '', VITE_OPENAI_API_KEY: '' },
  },
});
