#!/usr/bin/env node
/**
 * Installability of the production build (docs/decisions/048-installable-and-offline.md), as
 * Chromium itself judges it: Lighthouse 12 no longer has a PWA category, so this asks the browser
 * (DevTools' `Page.getInstallabilityErrors`, what decides whether "Install app" is offered) and
 * checks what phones ask of the manifest on top: a name and a short name, icons of 192 and 512 px
 * and a maskable one, `display: standalone`, a theme colour, and a service worker in charge of the
 * page after the first visit.
 *
 *   node scripts/check-installable.mjs   builds local mode into dist-installable/ (or takes
 *                                        LOCAL_MODE_BUILD's folder), serves it with `vite preview`
 *                                        on a free port; exits 1 on any finding
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { localModeBuild, startPreview } from './lib/local-preview.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const { origin, stop } = await startPreview(localModeBuild('dist-installable'));
const findings = [];
// A profile on disk: Chromium never offers to install from an incognito window.
const profile = mkdtempSync(join(tmpdir(), 'clarity-installable-'));
let context;
try {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
    findings.push('no service worker is in charge of the page after the first visit');

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  for (const error of installabilityErrors)
    findings.push(
      `Chromium: ${error.errorId} ${error.errorArguments.map((arg) => `${arg.name}=${arg.value}`).join(' ')}`,
    );

  const { url: manifestUrl } = await cdp.send('Page.getAppManifest');
  const manifest = manifestUrl ? await (await fetch(manifestUrl)).json() : null;
  if (!manifest) findings.push('no web app manifest linked from the page');
  else {
    for (const key of ['name', 'short_name', 'theme_color', 'background_color', 'start_url'])
      if (!manifest[key]) findings.push(`the manifest has no ${key}`);
    if (manifest.display !== 'standalone') findings.push('the manifest is not display: standalone');
    const icons = manifest.icons ?? [];
    for (const size of ['192x192', '512x512'])
      if (!icons.some((icon) => icon.sizes === size && (icon.purpose ?? 'any').includes('any')))
        findings.push(`no ${size} icon`);
    if (!icons.some((icon) => icon.purpose?.includes('maskable')))
      findings.push('no maskable icon');
    for (const icon of icons) {
      const response = await fetch(new URL(icon.src, manifestUrl));
      if (!response.ok || response.headers.get('content-type') !== icon.type)
        findings.push(`icon ${icon.src} is not served as ${icon.type}`);
    }
    console.log(
      `Manifest: "${manifest.name}" (${manifest.short_name}), ${manifest.display}, theme ${manifest.theme_color}, icons ${icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`).join(', ')}`,
    );
  }
} finally {
  await context?.close();
  stop();
  rmSync(profile, { recursive: true, force: true });
}

if (findings.length > 0) {
  console.error(`check:installable FAILED — ${findings.length} finding(s):`);
  for (const finding of findings) console.error(`  ✗ ${finding}`);
  process.exit(1);
}
console.log('check:installable passed: Chromium reports no installability errors.');
