#!/usr/bin/env node
/**
 * Checks a production build for secrets and source maps before it ships: a build must hold no
 * provider key, no service-role key and no source map. Everything in the build folder is public,
 * so it must not contain:
 *   1. the AI provider key of the build environment (VITE_OPENAI_API_KEY from the environment or the
 *      .env files Vite reads), nor anything shaped like a provider key (`sk-…`);
 *   2. a Supabase service-role key: a JWT whose payload says role service_role, a new-style secret
 *      key (`sb_secret_…`), or the word `service_role` anywhere outside the SQL of
 *      supabase/migrations and supabase/local-auth-shim.sql, which local mode runs in the browser
 *      and which name the role (never a key);
 *   3. source maps: `.map` files or `sourceMappingURL` comments.
 * And it must ship its hosts' header files (`_headers`, `staticwebapp.config.json`) carrying exactly
 * the Content-Security-Policy of its page, plus `frame-ancestors 'none'`, and the same headers in both:
 * a policy edited in one place and not the other would leave a host without it.
 * And the private AI's engine (its ~200 KB of code and 10 MB of WebAssembly, recognised by their
 * content) must be named `private-ai-engine-…` and left out of the service worker's precache, so
 * that only people who choose it download it (scripts/vite-pwa.ts).
 *
 *   node scripts/check-dist.mjs [folder]   # default dist; exits 1 and lists each finding
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.argv[2] ?? 'dist';

if (!existsSync(outDir) || !statSync(outDir).isDirectory()) {
  console.error(`check:dist: no build folder at ${outDir} (run npm run build first)`);
  process.exit(1);
}

const listFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });

// Binary assets (WASM, PGlite's data file, images) are scanned too: a key can hide anywhere.
const files = listFiles(outDir);
const findings = [];
const report = (file, what) => findings.push(`${relative(outDir, file)}: ${what}`);

// Only a short, safe preview of what was found: the point is not to print the secret again.
const preview = (secret) => `${secret.slice(0, 6)}…(${secret.length} characters)`;

// 1. The provider key of the build environment, as the build saw it (mode production).
const buildEnv = { ...loadEnv('production', root, 'VITE_'), ...process.env };
const providerKey = (buildEnv.VITE_OPENAI_API_KEY ?? '').trim();
const PROVIDER_KEY_PATTERN = /(?<![A-Za-z0-9])sk-[A-Za-z0-9_-]{20,}/g;

// 2. Service-role keys.
const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const SECRET_KEY_PATTERN = /sb_secret_[A-Za-z0-9_-]{10,}/g;
const jwtRole = (token) => {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    return typeof payload?.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
};

// The lines of our SQL that may mention the role by name, as they appear in the bundle (Vite keeps
// `?raw` imports verbatim inside template literals, escaping backticks).
const sqlFiles = [
  join(root, 'supabase/local-auth-shim.sql'),
  ...readdirSync(join(root, 'supabase/migrations'))
    .filter((name) => name.endsWith('.sql'))
    .map((name) => join(root, 'supabase/migrations', name)),
];
const allowedLines = new Set(
  sqlFiles.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('service_role'))
      .map((line) => line.trim()),
  ),
);
const unescapeTemplate = (line) =>
  line.replaceAll('\\`', '`').replaceAll('\\$', '$').replaceAll('\\\\', '\\');

// 3. Source maps.
const SOURCE_MAP_COMMENT = /[#@]\s*sourceMappingURL\s*=/;

// 5. The private AI's engine. `wllamaAction` is a method of its worker protocol (property names
// survive minification); `wllama_` prefixes the functions its WebAssembly exports.
const ENGINE_NAME = 'private-ai-engine';
const isEngine = (file, text) =>
  (file.endsWith('.js') && text.includes('wllamaAction')) ||
  (file.endsWith('.wasm') && text.includes('wllama_'));
const engineFiles = [];

let bytes = 0;
let roleMentionsInSql = 0;
let jwtsSeen = 0;
for (const file of files) {
  const buffer = readFileSync(file);
  bytes += buffer.length;
  const text = buffer.toString('latin1');

  if (isEngine(file, text) && relative(outDir, file) !== 'sw.js')
    engineFiles.push(relative(outDir, file).replaceAll('\\', '/'));

  if (file.endsWith('.map')) report(file, 'a source map file');
  if (SOURCE_MAP_COMMENT.test(text)) report(file, 'a sourceMappingURL comment');

  if (providerKey && text.includes(providerKey))
    report(file, `the VITE_OPENAI_API_KEY of this build (${preview(providerKey)})`);
  for (const [match] of text.matchAll(PROVIDER_KEY_PATTERN))
    report(file, `something shaped like a provider key: ${preview(match)}`);

  for (const [token] of text.matchAll(JWT_PATTERN)) {
    jwtsSeen += 1;
    if (jwtRole(token) === 'service_role')
      report(file, `a JWT with role service_role: ${preview(token)}`);
  }
  for (const [match] of text.matchAll(SECRET_KEY_PATTERN))
    report(file, `a Supabase secret key: ${preview(match)}`);

  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (!line.includes('service_role')) return;
    if (allowedLines.has(unescapeTemplate(line).trim())) roleMentionsInSql += 1;
    else report(file, `the word service_role on line ${index + 1}, outside our migrations' SQL`);
  });
}

// 4. The hosts' header files against the page's policy.
const META_PATTERN = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;
const readIfThere = (name) =>
  existsSync(join(outDir, name)) ? readFileSync(join(outDir, name), 'utf8') : null;
const pagePolicy = META_PATTERN.exec(readIfThere('index.html') ?? '')?.[1]?.replaceAll(
  '&#39;',
  "'",
);
const headersFile = readIfThere('_headers');
const azureFile = readIfThere('staticwebapp.config.json');
let hostHeaders = {};
if (!pagePolicy) report(join(outDir, 'index.html'), 'no Content-Security-Policy <meta>');
if (headersFile === null) report(join(outDir, '_headers'), 'missing');
if (azureFile === null) report(join(outDir, 'staticwebapp.config.json'), 'missing');
if (pagePolicy && headersFile !== null && azureFile !== null) {
  hostHeaders = Object.fromEntries(
    headersFile
      .split('\n')
      .filter((line) => /^\s+\S+:/.test(line))
      .map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
      }),
  );
  const expected = `${pagePolicy}; frame-ancestors 'none'`;
  if (hostHeaders['Content-Security-Policy'] !== expected)
    report(join(outDir, '_headers'), "its Content-Security-Policy is not the page's policy");
  let azureHeaders = {};
  try {
    azureHeaders = JSON.parse(azureFile).globalHeaders ?? {};
  } catch {
    report(join(outDir, 'staticwebapp.config.json'), 'not valid JSON');
  }
  if (JSON.stringify(azureHeaders) !== JSON.stringify(hostHeaders))
    report(join(outDir, 'staticwebapp.config.json'), 'its headers differ from _headers');
}

// 5. The private AI's engine, found in the loop above by what it is, not by its name: a renamed
// chunk is caught too.
const serviceWorker = readIfThere('sw.js');
for (const name of engineFiles)
  if (!name.startsWith(`assets/${ENGINE_NAME}-`))
    report(
      join(outDir, name),
      `the private AI's engine, not named ${ENGINE_NAME}-… (the name the service worker leaves out)`,
    );
for (const [name] of serviceWorker?.matchAll(
  new RegExp(`assets/${ENGINE_NAME}-[\\w-]+\\.\\w+`, 'g'),
) ?? [])
  report(join(outDir, 'sw.js'), `precaches the private AI's engine (${name})`);

console.log(
  `check:dist scanned ${files.length} files (${(bytes / 1024).toFixed(0)} KB) in ${outDir}/`,
);
console.log(
  `  provider key: ${providerKey ? 'the build env sets VITE_OPENAI_API_KEY; its value' : 'VITE_OPENAI_API_KEY is not set;'} and sk-… keys searched`,
);
console.log(
  `  service role: ${jwtsSeen} JWT(s) decoded, sb_secret_… keys searched, ${roleMentionsInSql} mention(s) of the role name inside our migrations' SQL allowed`,
);
console.log('  source maps: .map files and sourceMappingURL comments searched');
console.log(
  `  private AI engine: ${engineFiles.length} file(s) found by content${serviceWorker === null ? '; no service worker' : ", checked against the service worker's precache"}`,
);
console.log(
  `  host headers: ${Object.keys(hostHeaders).length} header(s) in _headers and staticwebapp.config.json checked against the page's policy`,
);

if (findings.length > 0) {
  console.error(`\ncheck:dist FAILED — ${findings.length} finding(s):`);
  for (const finding of findings) console.error(`  ✗ ${finding}`);
  process.exit(1);
}
console.log(
  'check:dist passed: no provider key, no service-role key, no source maps; host headers match the policy; the private AI engine is not precached.',
);
