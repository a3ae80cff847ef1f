import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Every project first installs the parsed environment the browser would get (see setup-env.ts).
const setupEnv = 'tests/support/setup-env.ts';
/**
 * Component test files that replace a module (`vi.mock`) and so need a module graph of their own.
 * Every other component file shares its worker's modules, jsdom and database with the files
 * before it (docs/decisions/090-component-files-share-a-worker.md).
 */
export const ownModuleGraph = [
  'tests/components/portfolio/triage.test.tsx',
  'tests/components/journey/private-ai-journey.test.tsx',
];
const components = {
  plugins: [react()],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    setupFiles: [setupEnv, 'tests/support/setup-components.ts'],
    // The run's migrated database, which the local test database and tests/support/db.ts start from.
    globalSetup: ['tests/support/db-archive.ts'],
    // A ceiling, not a speed assertion: screens that open PGlite are slow on a busy 2-core machine.
    testTimeout: 20_000,
    // Room for the end of a test to wait for what it started (tests/support/work-in-flight.ts).
    hookTimeout: 45_000,
    restoreMocks: true,
    // A test's stubbed browser APIs (Notification, CompressionStream…) end with it.
    unstubGlobals: true,
  },
};

/**
 * Three kinds of test, one `npm test`:
 * - unit: pure logic in Node;
 * - components: React in jsdom with Testing Library, msw at the network edge (two projects: most
 *   files share a worker's modules, the few that replace a module get their own);
 * - db: migrations, RLS and RPCs on a real embedded PostgreSQL (PGlite), or on DATABASE_URL.
 */
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker (cores - 1), which leaves a core idle while a file
    // waits on the embedded database or on a timer (docs/decisions/065-two-test-workers.md). Three
    // on the 2-core machine: two still left a core idle a tenth of the run, and a third took
    // `npm test` from 170 to 157 s, run in turn (docs/decisions/106-three-test-workers.md).
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          unstubEnvs: true,
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: [setupEnv],
        },
      },
      {
        ...components,
        test: {
          ...components.test,
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          exclude: ownModuleGraph,
          isolate: false,
          // One retry in CI, as Playwright's: a fake-clock story that raced a lazy menu failed in
          // .ci/run (docs/decisions/096-e2e-suite-under-twelve-minutes-again.md). A retried test
          // is still reported.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        ...components,
        test: { ...components.test, name: 'components (own modules)', include: ownModuleGraph },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          environment: 'node',
          isolate: false,
          include: ['tests/db/**/*.test.ts'],
          setupFiles: [setupEnv],
          globalSetup: ['tests/support/db-archive.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
