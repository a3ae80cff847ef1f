#!/usr/bin/env node
/**
 * `npm run bench:private-model`: how fast 'Private AI in this browser' is on this machine, with the
 * tiny test model (scripts/write-tiny-gguf.mjs) in headless Chromium, through the app's own modules
 * on the dev server (cross-origin isolated, like a deployment). Prints cold load (download,
 * compile, load), cached load (a new page: the kept file, compile, load), the time to the first
 * clarification field, and tokens per second. The tiny model's figures are the engine's overhead;
 * a real model's are in docs/quality.md.
 *
 *   CHROME_PATH=/usr/bin/chromium BENCH_PORT=4339 npm run bench:private-model
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 4339);
const MODEL_URL = 'https://models.bench.test/clarity-tiny.gguf';

const file = join(mkdtempSync(join(tmpdir(), 'clarity-bench-model-')), 'tiny.gguf');
execFileSync(process.execPath, ['scripts/write-tiny-gguf.mjs', file], { stdio: 'ignore' });
const model = readFileSync(file);

const server = spawn('npx', ['vite', '--port', String(PORT), '--strictPort'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  // No configured AI: the benchmark asks the model in the page only.
  env: { ...process.env, VITE_AI_BASE_URL: '', VITE_OPENAI_API_KEY: '', VITE_SUPABASE_URL: '' },
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Local:') && resolve());
  server.on('exit', (code) => reject(new Error(`The dev server stopped (${code}).`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const context = await browser.newContext();
await context.route(MODEL_URL, (route) =>
  route.fulfill({
    body: model,
    headers: { 'content-length': String(model.length), 'access-control-allow-origin': '*' },
  }),
);
const open = async () => {
  const page = await context.newPage();
  await page.goto(`http://localhost:${PORT}/scripts/bench-private-model/page.html`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 120_000 });
  return page;
};
const ms = (value) => `${(value / 1000).toFixed(2)} s`;

try {
  let page = await open();
  const isolated = await page.evaluate(() => window.bench.isolated());
  await page.evaluate(() => window.bench.clear());
  const cold = await page.evaluate((url) => window.bench.coldLoad(url), MODEL_URL);
  await page.close();
  page = await open();
  const cached = await page.evaluate((url) => window.bench.cachedLoad(url), MODEL_URL);
  const field = await page.evaluate((url) => window.bench.firstField(url), MODEL_URL);
  const speed = await page.evaluate((url) => window.bench.tokensPerSecond(url), MODEL_URL);
  await page.evaluate(() => window.bench.clear());

  console.log(
    `Private AI in this browser: the tiny test model (${(model.length / 1024).toFixed(0)} KB), headless Chromium, ${isolated ? 'cross-origin isolated' : 'not isolated'}, WebAssembly (no WebGPU adapter here)`,
  );
  console.log(`  cold load (download + compile + load):  ${ms(cold)}`);
  console.log(`  cached load (kept file, new page):       ${ms(cached)}`);
  console.log(
    `  time to the first clarification field:  ${field.firstField === null ? 'none' : ms(field.firstField)} (whole answer ${ms(field.whole)}, ${field.source})`,
  );
  console.log(
    `  tokens per second:                       ${speed.perSecond.toFixed(1)} (${speed.tokens} tokens; prompt ${ms(speed.promptMs)})`,
  );
} finally {
  await browser.close();
  server.kill();
}
