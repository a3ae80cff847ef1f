#!/usr/bin/env node
/**
 * Local mode's first start, in Chromium (CHROME_PATH, default /usr/bin/chromium) on the production
 * build served by `vite preview`: the time from navigation to the first screen that needs data —
 * My Ideas with its list shown — for
 *   - a first start: a fresh browser profile holding only a signed-in session (the list needs the
 *     embedded database: PGlite's WebAssembly and data files are fetched and compiled, the database
 *     created in IndexedDB and every migration run);
 *   - a repeat visit: the same profile loaded again (files from the HTTP cache, the database opened
 *     from IndexedDB, migrations already applied).
 * Each is measured BENCH_RUNS times (default 5) and the median printed, with the fastest and slowest.
 *
 * The session is set up once: an account is signed up through the UI, and its localStorage session
 * is copied into each fresh profile (a session alone does not create the database: that is the
 * work measured). The fresh profiles get the database from scratch, as a person's first visit does.
 *
 * Budget (medians), set from the figures and loose on purpose: it should fail on a regression —
 * PGlite fetched or the migrations run again on every visit, a cache that stopped working, a
 * migration that scans, the database back on the page's thread — not on a busy machine:
 *   - first start ≤ BENCH_FIRST_START_BUDGET_MS (default 20 000 ms) and repeat visit ≤
 *     BENCH_REPEAT_BUDGET_MS (default 8 000 ms): 2.5 and 3 times what this 2-core machine shows
 *     with only the benchmark running (8.1 s and 2.7 s, load average ≈ 4); under load ≈ 30 the
 *     same build took 32 s, which is why the benchmark runs on its own in CI;
 *   - repeat visit ≤ BENCH_REPEAT_RATIO (default 0.5) × first start: a ratio that holds however busy
 *     the machine is, and that breaks when a repeat visit does a first start's work again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildLocalMode, machine, median, startPreview } from './lib/local-preview.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_FIRST_MS = Number(process.env.BENCH_FIRST_START_BUDGET_MS ?? 20_000);
const BUDGET_REPEAT_MS = Number(process.env.BENCH_REPEAT_BUDGET_MS ?? 8_000);
const BUDGET_RATIO = Number(process.env.BENCH_REPEAT_RATIO ?? 0.5);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const OUT_DIR = 'dist-bench';
const PASSWORD = 'bench-password-4711';
const LAUNCH = {
  executablePath: CHROME_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  viewport: { width: 390, height: 844 },
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Navigation start → My Ideas' list (its empty state for a new account) on screen. */
async function timeIdeasScreen(page, origin) {
  await page.goto(`${origin}/ideas`, { waitUntil: 'commit' });
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: /ideas/i })
    .waitFor({ timeout: 120_000 });
  await page
    .getByRole('list', { name: 'Your ideas' })
    .or(page.getByText(/no ideas yet/i))
    .first()
    .waitFor({ timeout: 120_000 });
  // Measured in the page, from its own navigation start: no test-runner latency in the figure.
  return page.evaluate(() => performance.now());
}

console.log(`Machine: ${machine()}`);
buildLocalMode(OUT_DIR);

const { origin, stop: stopPreview } = await startPreview(OUT_DIR);
const profiles = [];
const newProfile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'clarity-bench-'));
  profiles.push(dir);
  return dir;
};

const first = [];
const repeat = [];
try {
  console.log('Signing up a local account (once) to have a session');
  const setup = await chromium.launchPersistentContext(newProfile(), LAUNCH);
  const setupPage = setup.pages()[0] ?? (await setup.newPage());
  await setupPage.goto(`${origin}/signup`);
  await setupPage.getByLabel('Email').fill(`bench.${Date.now()}@example.com`);
  await setupPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await setupPage.getByLabel('Confirm password').fill(PASSWORD);
  await setupPage.getByRole('button', { name: 'Create Account' }).click();
  await setupPage.waitForURL(`${origin}/`, { timeout: 120_000 });
  const session = await setupPage.evaluate(() => ({ ...localStorage }));
  await setup.close();

  for (let run = 1; run <= RUNS; run += 1) {
    const context = await chromium.launchPersistentContext(newProfile(), LAUNCH);
    // The session only: no database, no cached files — a first start for this device.
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem('bench-session-set')) return;
      sessionStorage.setItem('bench-session-set', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session);
    const page = context.pages()[0] ?? (await context.newPage());
    const firstMs = await timeIdeasScreen(page, origin);
    await page.goto('about:blank');
    const repeatMs = await timeIdeasScreen(page, origin);
    await context.close();
    first.push(firstMs);
    repeat.push(repeatMs);
    console.log(`  run ${run}: first start ${seconds(firstMs)}, repeat visit ${seconds(repeatMs)}`);
  }
} finally {
  stopPreview();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
}

const range = (values) => `${seconds(Math.min(...values))}–${seconds(Math.max(...values))}`;
console.log(
  `\nLocal mode, navigation → My Ideas list shown (median of ${RUNS}, range; ${machine()}):`,
);
console.log(
  `  first start (PGlite download + migrations): ${seconds(median(first))}  (${range(first)}; budget ${seconds(BUDGET_FIRST_MS)})`,
);
console.log(
  `  repeat visit:                               ${seconds(median(repeat))}  (${range(repeat)}; budget ${seconds(BUDGET_REPEAT_MS)})`,
);

const failures = [];
if (median(first) > BUDGET_FIRST_MS)
  failures.push(`first start ${seconds(median(first))} > ${seconds(BUDGET_FIRST_MS)}`);
if (median(repeat) > BUDGET_REPEAT_MS)
  failures.push(`repeat visit ${seconds(median(repeat))} > ${seconds(BUDGET_REPEAT_MS)}`);
const ratio = median(repeat.map((ms, index) => ms / first[index]));
console.log(
  `  repeat visit / first start:                 ${ratio.toFixed(2)}  (budget ${BUDGET_RATIO})`,
);
if (ratio > BUDGET_RATIO)
  failures.push(`repeat visit takes ${ratio.toFixed(2)} of a first start > ${BUDGET_RATIO}`);
if (failures.length) {
  console.error(`\nOver budget: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
