#!/usr/bin/env node
/**
 * Bundle budget. Prints the gzipped size of
 *   1. the JavaScript `/` loads before any interaction: the entry script of index.html, everything
 *      it imports statically (Vite's modulepreload list), and the lazy chunk of the `/` route with its
 *      static imports — the route the router fetches at once on arrival;
 *   2. all JavaScript in the build;
 *   3. the CSS `/` loads.
 * and exits non-zero when (1) passes its budget. It reads an existing build (default `dist`;
 * pass another folder as the first argument) and builds first when there is none.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_FIRST_LOAD_KB = Number(process.env.SIZE_BUDGET_FIRST_LOAD_KB ?? 150);
const BUDGET_CSS_KB = Number(process.env.SIZE_BUDGET_CSS_KB ?? 20);

const outDir = process.argv[2] ?? 'dist';
if (!existsSync(join(outDir, 'index.html'))) {
  console.log(`No build in ${outDir}/ yet: running vite build --outDir ${outDir}`);
  execSync(`npx vite build --outDir ${outDir}`, { stdio: 'inherit' });
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const listFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });

const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const fromHtml = (predicate) =>
  tags.filter(predicate).map((tag) => join(outDir, (attr(tag, 'src') ?? attr(tag, 'href')).replace(/^\//, '')));

const entryScripts = fromHtml((tag) => tag.startsWith('<script') && /type="module"/.test(tag));
const preloads = fromHtml((tag) => /rel="modulepreload"/.test(tag));
const css = fromHtml((tag) => /rel="stylesheet"/.test(tag));

/** Static imports of a chunk (what the browser must fetch before it runs), transitively. */
const staticImports = (file, seen = new Set()) => {
  if (seen.has(file) || !existsSync(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    staticImports(join(file, '..', match[1]), seen);
  }
  return seen;
};

const firstLoad = new Set();
for (const file of [...entryScripts, ...preloads]) staticImports(file, firstLoad);

// The `/` route module is lazy but requested as soon as the app starts: it counts.
const assets = join(outDir, 'assets');
const homeChunk = readdirSync(assets).find((name) => /^home-[\w-]+\.js$/.test(name));
if (homeChunk) staticImports(join(assets, homeChunk), firstLoad);

const allJs = listFiles(outDir).filter((file) => file.endsWith('.js'));
const firstLoadBytes = [...firstLoad].reduce((sum, file) => sum + gz(file), 0);
const allJsBytes = allJs.reduce((sum, file) => sum + gz(file), 0);
const cssBytes = css.reduce((sum, file) => sum + gz(file), 0);

console.log(`\nBundle sizes (gzip -9) of ${outDir}/`);
for (const file of [...firstLoad].sort()) console.log(`  first load  ${kb(gz(file)).padStart(9)}  ${relative(outDir, file)}`);
console.log(`JavaScript that / loads before any interaction: ${kb(firstLoadBytes)} (budget ${BUDGET_FIRST_LOAD_KB} KB)`);
console.log(`All JavaScript: ${kb(allJsBytes)} in ${allJs.length} files`);
console.log(`CSS that / loads: ${kb(cssBytes)} (budget ${BUDGET_CSS_KB} KB)`);

const failures = [];
if (firstLoadBytes > BUDGET_FIRST_LOAD_KB * 1024) failures.push(`first-load JavaScript ${kb(firstLoadBytes)} > ${BUDGET_FIRST_LOAD_KB} KB`);
if (cssBytes > BUDGET_CSS_KB * 1024) failures.push(`CSS ${kb(cssBytes)} > ${BUDGET_CSS_KB} KB`);
if (failures.length) {
  console.error(`\nOver budget: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('Within budget.');
