#!/usr/bin/env node
/**
 * Lighthouse on the production build, with Lighthouse's mobile defaults (Moto G Power emulation,
 * simulated slow 4G and 4× CPU slowdown) in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium):
 *   `/`, `/login` and `/signup` as a first-time visitor (Lighthouse clears the origin's storage first), then
 *   `/ideas` of a local account signed up and given two ideas through the UI, in that same browser
 *   with storage reset off so the session stays.
 * Each page is measured LIGHTHOUSE_RUNS times (default 3); the median run by performance score is
 * printed with its accessibility and best-practices scores, LCP, TBT and CLS. Exits non-zero when a
 * median is over budget: accessibility 100, best practices 98, LCP 2.0 s, CLS 0.01 and TBT 1,500 ms.
 * The performance score is printed, not gated: its TBT part measures how busy the machine is as
 * much as the code (the same build's TBT went from 37 ms to 224 ms on this 2-core machine between
 * two days), so the gate holds what the code decides: the bytes and the order that set LCP, the
 * layout that sets CLS, and a TBT ceiling that only a real regression crosses (a database or a
 * parser on the main thread), docs/decisions/076-gates-that-measure-the-code.md. The target stays
 * performance 100 (docs/decisions/055-app-code-after-the-first-paint.md).
 *
 * LIGHTHOUSE_REPORTS=<dir> also writes every run's full JSON report there.
 *
 * It builds local mode into dist-lighthouse/ (or measures LOCAL_MODE_BUILD's folder), serves it with
 * `vite preview` on a free port and stops that server at the end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, localModeBuild, machine, median, startPreview } from './lib/local-preview.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Category scores: read in full, and gated where the machine's speed does not move them. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const SCORE_BUDGET = { accessibility: 100, 'best-practices': 98 };
/** Metric ceilings (milliseconds, or a layout-shift score): what the code decides. */
const METRIC_BUDGET = { lcp: 2_000, cls: 0.01, tbt: 1_500 };
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'lighthouse-password-5150';
const IDEAS = [
  'A garden-sharing app that pairs neighbours who have spare soil with people who want to grow food',
  'A weekly podcast where students with ADHD explain how they actually study for exams',
];

/** Runs Lighthouse RUNS times on one URL and returns the median run (by performance score). */
async function audit(url, port, { keepStorage }) {
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    let result;
    // A run that Lighthouse itself could not finish (a DevTools protocol timeout on a busy machine)
    // is tried once more; a second failure stops the script.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableStorageReset: keepStorage,
      });
      if (!result.lhr.runtimeError) break;
      console.log(
        `  run ${run}: Lighthouse could not finish (${result.lhr.runtimeError.code})${attempt === 1 ? ', again' : ''}`,
      );
    }
    if (process.env.LIGHTHOUSE_REPORTS) {
      // For a closer look: each run's full report, named after the page.
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-$/, '-home')}-${run}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `lighthouse${name}`), result.report);
    }
    const { categories, audits, runtimeError } = result.lhr;
    // Recorded, not thrown: the other pages' figures are still printed, and the script fails.
    if (runtimeError)
      return { error: `Lighthouse could not finish: ${runtimeError.code} ${runtimeError.message}` };
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round(categories[id].score * 100)]),
    );
    const failing = Object.values(categories)
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]),
      )
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id);
    runs.push({
      scores,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      failing,
    });
    console.log(
      `  run ${run}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores['best-practices']}`,
    );
  }
  const middle = median(runs.map((run) => run.scores.performance));
  return runs.find((run) => run.scores.performance === middle);
}

/** A local account with two ideas, made the way a person makes them. */
async function seedAccount(page, origin) {
  const email = `lighthouse.${Date.now()}@example.com`;
  await page.goto(`${origin}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${origin}/`, { timeout: 120_000 });
  const ideaCards = page.getByRole('list', { name: 'Your ideas' }).getByRole('article');
  for (const [index, idea] of IDEAS.entries()) {
    const box = page.getByRole('textbox', { name: 'Share Your Idea' });
    await box.waitFor({ timeout: 60_000 });
    await box.fill(idea);
    await page.getByRole('button', { name: "Let's go!" }).click();
    await page
      .getByRole('heading', { level: 1, name: "Here's your structured idea" })
      .waitFor({ timeout: 60_000 });
    // Within the app, as a person would: a full page load could cut the idea's save short.
    await page
      .getByRole('link', { name: /My Ideas/ })
      .first()
      .click();
    await ideaCards.nth(index).waitFor({ timeout: 60_000 });
    if (index < IDEAS.length - 1) {
      await page.evaluate(() => sessionStorage.clear());
      await page.getByRole('link', { name: 'New Idea' }).first().click();
    }
  }
  return email;
}

const format = (run) =>
  [
    `performance ${run.scores.performance}`,
    `accessibility ${run.scores.accessibility}`,
    `best practices ${run.scores['best-practices']}`,
    `LCP ${(run.lcp / 1000).toFixed(2)} s`,
    `TBT ${Math.round(run.tbt)} ms`,
    `CLS ${run.cls.toFixed(3)}`,
  ].join(', ');

console.log(`Machine: ${machine()}`);
const buildDir = localModeBuild('dist-lighthouse');

const debugPort = await freePort();
const { origin, stop: stopPreview } = await startPreview(buildDir);
const profile = mkdtempSync(join(tmpdir(), 'clarity-lighthouse-'));
let context;
const results = [];
try {
  // One persistent browser: Lighthouse attaches to it through the debugging port, so the account
  // signed up by Playwright is the one whose /ideas is measured.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
    ],
  });

  for (const path of ['/', '/login', '/signup']) {
    console.log(`\nLighthouse ${path} (${RUNS} runs, mobile)`);
    results.push({ path, run: await audit(`${origin}${path}`, debugPort, { keepStorage: false }) });
  }

  console.log('\nSigning up a local account with two ideas');
  const page = context.pages()[0] ?? (await context.newPage());
  await seedAccount(page, origin);
  await page.goto('about:blank');

  console.log(`\nLighthouse /ideas, signed in (${RUNS} runs, mobile, storage kept)`);
  results.push({
    path: '/ideas',
    run: await audit(`${origin}/ideas`, debugPort, { keepStorage: true }),
  });
} finally {
  await context?.close();
  stopPreview();
  rmSync(profile, { recursive: true, force: true });
}

console.log(`\nLighthouse medians of ${RUNS} runs (mobile; ${machine()}):`);
const failures = [];
for (const { path, run } of results) {
  if (run.error) {
    console.log(`  ${path.padEnd(7)} ${run.error}`);
    failures.push(`${path}: no figures`);
    continue;
  }
  console.log(`  ${path.padEnd(7)} ${format(run)}`);
  for (const [id, min] of Object.entries(SCORE_BUDGET)) {
    if (run.scores[id] < min) failures.push(`${path} ${id} ${run.scores[id]} < ${min}`);
  }
  for (const [metric, max] of Object.entries(METRIC_BUDGET)) {
    const shown = (value) => (metric === 'cls' ? value.toFixed(3) : `${Math.round(value)} ms`);
    if (run[metric] > max)
      failures.push(`${path} ${metric.toUpperCase()} ${shown(run[metric])} > ${shown(max)}`);
  }
  if (run.failing.length) console.log(`          audits not passed: ${run.failing.join(', ')}`);
}
if (failures.length) {
  console.error(`\nUnder budget: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(
  `\nWithin budget: accessibility ${SCORE_BUDGET.accessibility}, best practices ≥ ${SCORE_BUDGET['best-practices']}, LCP ≤ ${METRIC_BUDGET.lcp / 1000} s, CLS ≤ ${METRIC_BUDGET.cls}, TBT ≤ ${METRIC_BUDGET.tbt.toLocaleString('en-US')} ms (performance is read, the target 100).`,
);
