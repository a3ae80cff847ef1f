/**
 * What the browser benchmarks (lighthouse.mjs, bench-first-start.mjs) share: a local-mode production
 * build served by `vite preview` on a free port, and a line saying how busy the machine was.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Timings depend on how busy the machine is: every figure is printed with this. */
export const machine = () =>
  `${availableParallelism()} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`;

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Names a folder that already holds a local-mode build: the benchmarks and checks below measure it
 * instead of building their own. CI builds local mode once and sets it: one build where there were
 * five, about 7 s each on the 2-core machine.
 */
const SHARED_BUILD = process.env.LOCAL_MODE_BUILD;

/** Builds local mode into `outDir`, whatever .env says about the backend or an AI key. */
function buildLocalMode(outDir) {
  console.log(`Building local mode into ${outDir}/`);
  execSync(`npx vite build --outDir ${outDir} --emptyOutDir --logLevel error`, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      VITE_SUPABASE_URL: '',
      VITE_SUPABASE_ANON_KEY: '',
      VITE_OPENAI_API_KEY: '',
    },
  });
}

/**
 * The folder of the local-mode build to measure: LOCAL_MODE_BUILD's when set (built beforehand, say
 * by CI or from another commit), else a new build in `outDir`.
 */
export function localModeBuild(outDir) {
  if (SHARED_BUILD) {
    if (!existsSync(join(SHARED_BUILD, 'index.html')))
      throw new Error(`LOCAL_MODE_BUILD=${SHARED_BUILD} holds no build (no index.html)`);
    console.log(`Measuring the local-mode build in ${SHARED_BUILD}/ (LOCAL_MODE_BUILD)`);
    return SHARED_BUILD;
  }
  buildLocalMode(outDir);
  return outDir;
}

async function waitForServer(url, child) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

/** Serves `outDir` with `vite preview` on a free port; resolves once it answers. */
export async function startPreview(outDir) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const preview = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForServer(origin, preview);
  } catch (error) {
    preview.kill();
    throw error;
  }
  return { origin, stop: () => preview.kill() };
}
