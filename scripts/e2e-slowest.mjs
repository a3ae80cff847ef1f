#!/usr/bin/env node
/**
 * The slowest end-to-end stories of the last run, from the times Playwright's JSON reporter wrote
 * (playwright.config.ts: test-results/e2e-timings.json), so the figures in docs/quality.md can be
 * made again: `node scripts/e2e-slowest.mjs [report.json] [how many, 20]`.
 *
 * Prints the slowest runs (every attempt counted, so a retried story shows its whole cost), then the
 * test time per project and per spec file, and the run's wall-clock time. A story's time is
 * Playwright's: its fixtures and hooks included, the web servers' start not.
 */
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/e2e-timings.json';
const count = Number(process.argv[3] ?? 20);

let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`No report at ${file} (${error.message}). Run the e2e suite first.`);
  process.exit(1);
}

/** Every test of every suite, with the spec file it is in. */
function* testsOf(suite, path = []) {
  const titles = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) yield { file: spec.file, title: [...titles, spec.title], test };
  for (const child of suite.suites ?? []) yield* testsOf(child, titles);
}

const runs = [];
for (const suite of report.suites)
  for (const { file: specFile, title, test } of testsOf(suite)) {
    const results = test.results ?? [];
    if (results.length === 0) continue;
    runs.push({
      file: specFile,
      project: test.projectName,
      title: title.join(' › '),
      seconds: results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      attempts: results.length,
      outcome: test.status,
    });
  }

const seconds = (value) => `${value.toFixed(1).padStart(7)} s`;
const minutes = (value) => `${(value / 60).toFixed(1)} min`;

console.log(`The ${Math.min(count, runs.length)} slowest of ${runs.length} runs (${file}):`);
for (const run of [...runs].sort((a, b) => b.seconds - a.seconds).slice(0, count)) {
  const note = run.attempts > 1 ? ` (${run.attempts} attempts, ${run.outcome})` : '';
  console.log(`${seconds(run.seconds)}  [${run.project}] ${run.file} › ${run.title}${note}`);
}

const totals = (key) => {
  const sums = new Map();
  for (const run of runs) sums.set(run[key], (sums.get(run[key]) ?? 0) + run.seconds);
  return [...sums].sort((a, b) => b[1] - a[1]);
};
console.log('\nTest time per project:');
for (const [project, sum] of totals('project'))
  console.log(`${seconds(sum)}  ${project} (${runs.filter((r) => r.project === project).length})`);
console.log('\nTest time per spec file:');
for (const [specFile, sum] of totals('file')) console.log(`${seconds(sum)}  ${specFile}`);

const all = runs.reduce((sum, run) => sum + run.seconds, 0);
const flaky = runs.filter((run) => run.outcome === 'flaky');
const failed = runs.filter((run) => run.outcome === 'unexpected');
const wall = report.stats?.duration ? `, ${minutes(report.stats.duration / 1000)} wall clock` : '';
console.log(
  `\n${runs.length} runs: ${minutes(all)} of test time${wall}; ${flaky.length} flaky, ${failed.length} failed.`,
);
for (const run of [...flaky, ...failed])
  console.log(`  ${run.outcome}: [${run.project}] ${run.title}`);
