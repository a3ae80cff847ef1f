/**
 * What the browser benchmarks (lighthouse.mjs, bench-first-start.mjs) share: a local-mode production
 * build served by `vite preview` on a free port, and a line saying how busy the machine was.
 */
import { execSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';

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

/** Builds local mode into `outDir`, whatever .env says about the backend or an AI key. */
export function buildLocalMode(outDir) {
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
