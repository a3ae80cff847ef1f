import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests on the production build (`vite preview`) in Debian's Chromium. The e2e build
 * points the AI at `E2E_AI_BASE_URL`, an address no server answers: each test fakes the AI there
 * through the browser's DevTools protocol (tests/support/fakes/ai/playwright.ts), so the network edge
 * is all that is faked.
 */
// Overridable so that two checkouts on one machine can run their suites side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_AI_BASE_URL = 'http://ai.e2e.test/v1';
/** Where each run writes every story's result and time (Playwright's JSON reporter). */
const E2E_TIMINGS = 'test-results/e2e-timings.json';

/**
 * A second build in Supabase mode (tests/e2e/supabase): its project URL is an address no server
 * answers, where tests/support/fakes/supabase/playwright.ts fakes GoTrue, PostgREST and the `ai` Edge
 * Function the same way. The project ref supabase-js derives from it is "supabase".
 */
export const E2E_SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT ?? 4174);
export const E2E_SUPABASE_URL = 'http://supabase.e2e.test';
const jwtPart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Shaped like a real anon key (a JWT with role anon); nothing verifies its signature. */
export const E2E_SUPABASE_ANON_KEY = [
  jwtPart({ alg: 'HS256', typ: 'JWT' }),
  jwtPart({ iss: 'supabase', ref: 'e2e', role: 'anon', iat: 1_700_000_000, exp: 4_000_000_000 }),
  jwtPart({ signature: 'e2e-not-verified' }),
].join('.');

/** What each e2e build bakes in: both ask the fake AI; only the second knows a Supabase project. */
const localBuildEnv = {
  VITE_AI_BASE_URL: E2E_AI_BASE_URL,
  VITE_SUPABASE_URL: '',
  VITE_SUPABASE_ANON_KEY: '',
  VITE_OPENAI_API_KEY: '',
};
const supabaseBuildEnv = {
  ...localBuildEnv,
  VITE_SUPABASE_URL: E2E_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: E2E_SUPABASE_ANON_KEY,
};
/** A production build into `outDir` with `env` (every value here is shell-safe). */
const e2eBuild = (outDir: string, env: Record<string, string>) =>
  `env ${Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')} npx vite build --outDir ${outDir}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // WebAssembly runs on V8's baseline compiler only. Every page load of local mode compiles PGlite's
  // 9 MB module again (a new context, and the cache is off for a story's own `page.route`), and the
  // optimising tier then recompiled its hot functions in the background: 14 % of the suite's CPU,
  // for code a story runs for seconds. What runs is the same; the benchmarks and Lighthouse keep
  // the browser's defaults (docs/decisions/101-three-workers-and-baseline-webassembly.md).
  '--js-flags=--liftoff-only',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry in CI only, where the 2-core machine runs three browsers that each boot PGlite and hash
  // passwords; Playwright still reports any test that needed it as "flaky", so it stays visible.
  retries: process.env.CI ? 1 : 0,
  // Three on the 2-core machine: with two, a story waiting on its page left the CPU idle a third of
  // the time; a third worker fills it (a fourth gained nothing), docs/decisions/101.
  workers: process.env.CI ? 3 : undefined,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every run also writes each story's time: `node scripts/e2e-slowest.mjs` prints the slowest
  // (docs/decisions/096-e2e-suite-under-twelve-minutes-again.md).
  reporter: [
    ['list'],
    ['json', { outputFile: E2E_TIMINGS }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Not 'retain-on-failure': recording a trace streams screenshots of every frame, which kept
    // Chromium's GPU process at 40-65 % of a core per test and slowed a first sign-up from about
    // 10 s to over 100 s with two workers (docs/decisions/076). A failure is traced on its retry.
    trace: 'on-first-retry',
    // The offline service worker would precache the whole build (PGlite's 15 MB included) in every
    // test and answer requests the fakes then never see; tests/e2e/offline-app.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /supabase\//,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // Stories tagged @any-width check nothing that depends on the viewport, and every screen
      // they pass through is checked at 390 px (axe, layout) by another story here: they run
      // once, at desktop width (docs/decisions/057-e2e-suite-under-twelve-minutes.md).
      name: 'mobile',
      testIgnore: /supabase\//,
      grepInvert: /@any-width/,
      // A phone's layout is its CSS width: 390 px lays out the same at any pixel ratio, and no
      // story reads pixels. Chromium draws in software here, and a ratio of 3 drew nine times the
      // pixels of 1 on every frame (docs/decisions/096-e2e-suite-under-twelve-minutes-again.md).
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      },
    },
    {
      name: 'supabase',
      testDir: 'tests/e2e/supabase',
      use: {
        browserName: 'chromium',
        baseURL: `http://localhost:${E2E_SUPABASE_PORT}`,
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      // The same build on a phone, for the stories tagged @mobile only: the rest would repeat
      // what the local-mode mobile project already covers for the same screens.
      name: 'supabase-mobile',
      testDir: 'tests/e2e/supabase',
      grep: /@mobile/,
      use: {
        browserName: 'chromium',
        baseURL: `http://localhost:${E2E_SUPABASE_PORT}`,
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
      },
    },
  ],
  webServer: [
    {
      // Both builds at once (decision 057): Playwright starts its web servers one after the
      // other, and two builds side by side finish sooner than one then the other. This server
      // answers only once both are built, so the second one just serves its folder.
      command:
        `${e2eBuild('dist-e2e-supabase', supabaseBuildEnv)} & supabase_build=$!; ` +
        `${e2eBuild('dist-e2e', localBuildEnv)} && wait $supabase_build && ` +
        `npx vite preview --outDir dist-e2e --port ${E2E_PORT} --strictPort`,
      url: `http://localhost:${E2E_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `npx vite preview --outDir dist-e2e-supabase --port ${E2E_SUPABASE_PORT} --strictPort`,
      url: `http://localhost:${E2E_SUPABASE_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
