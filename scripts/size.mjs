#!/usr/bin/env node
/**
 * Bundle budget, for both backends. For a build it prints the gzipped size of
 *   1. the JavaScript `/` loads before any interaction: the entry script of index.html, everything
 *      it imports statically (Vite's modulepreload list), and the lazy chunk of the `/` route with its
 *      static imports — the route whose code the app fetches at once on arrival (src/main.tsx);
 *   2. all JavaScript in the build;
 *   3. the CSS `/` loads, linked or inline (a prerendered page carries its stylesheet inline);
 * and exits non-zero when (1) or (3) passes its budget.
 *
 *   node scripts/size.mjs           builds local mode (dist-size-local/, or takes LOCAL_MODE_BUILD's
 *                                   folder) and Supabase mode (dist-size-supabase/, a placeholder
 *                                   project) and checks both
 *   node scripts/size.mjs <dir>     checks an existing build in <dir>
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_FIRST_LOAD_KB = Number(process.env.SIZE_BUDGET_FIRST_LOAD_KB ?? 112);
const BUDGET_CSS_KB = Number(process.env.SIZE_BUDGET_CSS_KB ?? 20);

// Both builds ignore whatever .env says about the backend: each mode is set here, explicitly.
const MODES = [
  {
    name: 'local mode',
    outDir: 'dist-size-local',
    env: { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
  },
  {
    name: 'Supabase mode',
    outDir: 'dist-size-supabase',
    // A placeholder project: the bundle is what is measured, nothing is called.
    env: {
      VITE_SUPABASE_URL: 'https://size-check.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'size-check-placeholder-anon-key-not-a-real-one-0123456789',
    },
  },
];

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const listFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });

/** Static imports of a chunk (what the browser must fetch before it runs), transitively. */
const staticImports = (file, seen = new Set()) => {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
  )) {
    staticImports(join(file, '..', match[1]), seen);
  }
  return seen;
};

/** Prints the figures of one build and returns what is over budget. */
function measure(outDir, label) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const fromHtml = (predicate) =>
    tags
      .filter(predicate)
      .map((tag) => join(outDir, (attr(tag, 'src') ?? attr(tag, 'href')).replace(/^\//, '')));

  const entryScripts = fromHtml((tag) => tag.startsWith('<script') && /type="module"/.test(tag));
  const preloads = fromHtml((tag) => /rel="modulepreload"/.test(tag));
  const css = fromHtml((tag) => /rel="stylesheet"/.test(tag));

  const firstLoad = new Set();
  for (const file of [...entryScripts, ...preloads]) staticImports(file, firstLoad);

  // The `/` route module is lazy but requested as soon as the app starts: it counts.
  const assets = join(outDir, 'assets');
  const homeChunk = readdirSync(assets).find((name) => /^home-[\w-]+\.js$/.test(name));
  if (homeChunk) staticImports(join(assets, homeChunk), firstLoad);

  const allJs = listFiles(outDir).filter((file) => file.endsWith('.js'));
  const firstLoadBytes = [...firstLoad].reduce((sum, file) => sum + gz(file), 0);
  const allJsBytes = allJs.reduce((sum, file) => sum + gz(file), 0);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  const cssBytes =
    css.reduce((sum, file) => sum + gz(file), 0) +
    inlineCss.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0);

  console.log(`\nBundle sizes (gzip -9) of ${label} (${outDir}/)`);
  for (const file of [...firstLoad].sort())
    console.log(`  first load  ${kb(gz(file)).padStart(9)}  ${relative(outDir, file)}`);
  console.log(
    `JavaScript that / loads before any interaction: ${kb(firstLoadBytes)} (budget ${BUDGET_FIRST_LOAD_KB} KB)`,
  );
  console.log(`All JavaScript: ${kb(allJsBytes)} in ${allJs.length} files`);
  console.log(`CSS that / loads: ${kb(cssBytes)} (budget ${BUDGET_CSS_KB} KB)`);

  const failures = [];
  if (firstLoadBytes > BUDGET_FIRST_LOAD_KB * 1024)
    failures.push(
      `${label}: first-load JavaScript ${kb(firstLoadBytes)} > ${BUDGET_FIRST_LOAD_KB} KB`,
    );
  if (cssBytes > BUDGET_CSS_KB * 1024)
    failures.push(`${label}: CSS ${kb(cssBytes)} > ${BUDGET_CSS_KB} KB`);
  return failures;
}

const failures = [];
if (process.argv[2]) {
  failures.push(...measure(process.argv[2], process.argv[2]));
} else {
  for (const mode of MODES) {
    // CI builds local mode once for every check that measures it (scripts/lib/local-preview.mjs).
    if (mode.name === 'local mode' && process.env.LOCAL_MODE_BUILD) {
      console.log(
        `\nMeasuring ${mode.name} in ${process.env.LOCAL_MODE_BUILD}/ (LOCAL_MODE_BUILD)`,
      );
      failures.push(...measure(process.env.LOCAL_MODE_BUILD, mode.name));
      continue;
    }
    console.log(`\nBuilding ${mode.name}: vite build --outDir ${mode.outDir}`);
    execSync(`npx vite build --outDir ${mode.outDir} --emptyOutDir --logLevel warn`, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VITE_OPENAI_API_KEY: '', ...mode.env },
    });
    failures.push(...measure(mode.outDir, mode.name));
  }
}

if (failures.length) {
  console.error(`\nOver budget: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nWithin budget.');
