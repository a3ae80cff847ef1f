#!/usr/bin/env node
/**
 * Local mode's accounts, in Chromium (CHROME_PATH, default /usr/bin/chromium) on the production
 * build served by `vite preview`: how long a person waits after the click, for
 *   - a first-ever visit: an empty browser profile, /signup filled and 'Create Account' clicked as
 *     soon as the page answers (the embedded database is created meanwhile: PGlite's WebAssembly
 *     and data files fetched and compiled, the database created in IndexedDB, the migrations run);
 *   - a sign-up as a person types: the same profile, /signup loaded again, the e-mail field clicked
 *     (the first sign of use, which starts the database) and 5 s (BENCH_TYPING_MS) of typing before
 *     the click, a new account;
 *   - a sign-in as a person types: the same profile signed out, /login the same way, the first
 *     account.
 * Each figure is click → 'Account created! …' on screen (sign-up) or click → the idea input on
 * screen (sign-in), taken in the page from the click event, so no test-runner latency is in it.
 * Each is measured BENCH_RUNS times (default 5), a fresh profile per run; the median is printed with
 * the fastest and slowest.
 *
 * Both account figures include one PBKDF2 hash of the password (600 000 iterations, kept on purpose:
 * docs/decisions/056-local-database-warm-up.md), printed on its own for comparison.
 *
 * Budget (medians), about 3 times what this 2-core machine shows with only the benchmark running,
 * loose on purpose: it should fail on a regression — the warm-up gone, the migrations run on every
 * visit, the database back on the page's thread — not on a busy machine (which is why CI runs the
 * benchmark alone):
 *   - first-ever visit ≤ BENCH_FIRST_VISIT_BUDGET_MS (default 12 000 ms);
 *   - sign-up after typing ≤ BENCH_SIGN_UP_BUDGET_MS (default 3 000 ms);
 *   - sign-in after typing ≤ BENCH_SIGN_IN_BUDGET_MS (default 3 000 ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { localModeBuild, machine, median, startPreview } from './lib/local-preview.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 5_000);
const BUDGET_FIRST_VISIT_MS = Number(process.env.BENCH_FIRST_VISIT_BUDGET_MS ?? 12_000);
const BUDGET_SIGN_UP_MS = Number(process.env.BENCH_SIGN_UP_BUDGET_MS ?? 3_000);
const BUDGET_SIGN_IN_MS = Number(process.env.BENCH_SIGN_IN_BUDGET_MS ?? 3_000);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'bench-password-4711';
const SIGNED_UP = "Account created! You're signed in on this device.";
const LAUNCH = {
  executablePath: CHROME_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  viewport: { width: 390, height: 844 },
};

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The submit button is enabled once React has hydrated the form (the static HTML's is disabled). */
const waitForHydration = (page) =>
  page.locator('button[type="submit"]:not([disabled])').waitFor({ timeout: 60_000 });

/**
 * Arms a watch in the page: the time from the next click to the moment `done` holds. Returns the
 * promise of that figure, in milliseconds.
 */
function armClickTimer(page, done) {
  return page.evaluate(
    (check) =>
      new Promise((resolve) => {
        let clickedAt;
        const finished =
          check.kind === 'text'
            ? () => document.body.textContent.includes(check.text)
            : () =>
                [...document.querySelectorAll('h1')].some(
                  (heading) => heading.textContent === check.text,
                ) && document.querySelector('textarea') !== null;
        const observer = new MutationObserver(() => {
          if (clickedAt === undefined || !finished()) return;
          observer.disconnect();
          resolve(performance.now() - clickedAt);
        });
        document.addEventListener(
          'click',
          () => {
            clickedAt = performance.now();
          },
          { capture: true, once: true },
        );
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    done,
  );
}

/**
 * Opens an account page, waits for its code, and fills the e-mail and password; with `typingMs`, as
 * a person does: the e-mail field clicked first, then that long to type.
 */
async function fillAccountForm(page, url, email, typingMs) {
  await page.goto(url);
  await waitForHydration(page);
  if (typingMs) {
    await page.getByLabel('Email').click();
    await page.waitForTimeout(typingMs);
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
}

async function signUp(page, origin, email, { typingMs }) {
  await fillAccountForm(page, `${origin}/signup`, email, typingMs);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const timer = armClickTimer(page, { kind: 'text', text: SIGNED_UP });
  await page.getByRole('button', { name: 'Create Account' }).click();
  return timer;
}

async function signIn(page, origin, email, { typingMs }) {
  await fillAccountForm(page, `${origin}/login`, email, typingMs);
  const timer = armClickTimer(page, { kind: 'idea input', text: "What's on your mind?" });
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  return timer;
}

/** One PBKDF2 hash as local accounts make it, in this browser: part of every figure above. */
const timeHash = (page) =>
  page.evaluate(async () => {
    const start = performance.now();
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode('bench'),
      'PBKDF2',
      false,
      ['deriveBits'],
    );
    await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(16), iterations: 600_000 },
      key,
      256,
    );
    return performance.now() - start;
  });

console.log(`Machine: ${machine()}`);
// LOCAL_MODE_BUILD=dir measures a build made beforehand (by CI, or of another commit).
const buildDir = localModeBuild('dist-bench');

const { origin, stop: stopPreview } = await startPreview(buildDir);
const profiles = [];
const figures = { firstVisit: [], signUp: [], signIn: [], hash: [] };
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const profile = mkdtempSync(join(tmpdir(), 'clarity-bench-'));
    profiles.push(profile);
    const context = await chromium.launchPersistentContext(profile, LAUNCH);
    const page = context.pages()[0] ?? (await context.newPage());
    const stamp = `${Date.now()}.${run}`;
    const first = `bench.first.${stamp}@example.com`;

    const firstVisit = await signUp(page, origin, first, { typingMs: 0 });
    await page.getByText(SIGNED_UP).waitFor();
    // Signed out by forgetting the session; the database stays, as after a sign-out.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(() => localStorage.clear());
    const signUpAfterTyping = await signUp(page, origin, `bench.second.${stamp}@example.com`, {
      typingMs: TYPING_MS,
    });
    await page.getByText(SIGNED_UP).waitFor();
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(() => localStorage.clear());
    const signInAfterTyping = await signIn(page, origin, first, { typingMs: TYPING_MS });
    const hash = await timeHash(page);
    await context.close();

    figures.firstVisit.push(firstVisit);
    figures.signUp.push(signUpAfterTyping);
    figures.signIn.push(signInAfterTyping);
    figures.hash.push(hash);
    console.log(
      `  run ${run}: first-ever visit ${seconds(firstVisit)}, sign-up after typing ${seconds(signUpAfterTyping)}, sign-in after typing ${seconds(signInAfterTyping)} (one hash ${seconds(hash)})`,
    );
  }
} finally {
  stopPreview();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
}

const range = (values) => `${seconds(Math.min(...values))}–${seconds(Math.max(...values))}`;
const line = (label, values, budget) =>
  console.log(
    `  ${label.padEnd(52)}${seconds(median(values))}  (${range(values)}${budget ? `; budget ${seconds(budget)}` : ''})`,
  );
console.log(`\nLocal mode, click → answer on screen (median of ${RUNS}, range; ${machine()}):`);
line('first-ever visit, sign-up clicked at once:', figures.firstVisit, BUDGET_FIRST_VISIT_MS);
line(`sign-up, typed for ${TYPING_MS / 1000} s:`, figures.signUp, BUDGET_SIGN_UP_MS);
line(`sign-in → idea input, typed for ${TYPING_MS / 1000} s:`, figures.signIn, BUDGET_SIGN_IN_MS);
line('of which one PBKDF2 hash (600 000 iterations):', figures.hash);

const failures = [
  ['first-ever visit', figures.firstVisit, BUDGET_FIRST_VISIT_MS],
  ['sign-up after typing', figures.signUp, BUDGET_SIGN_UP_MS],
  ['sign-in after typing', figures.signIn, BUDGET_SIGN_IN_MS],
]
  .filter(([, values, budget]) => median(values) > budget)
  .map(([label, values, budget]) => `${label} ${seconds(median(values))} > ${seconds(budget)}`);
if (failures.length) {
  console.error(`\nOver budget: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
