import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Every project first installs the parsed environment the browser would get (see setup-env.ts).
const setupEnv = 'tests/support/setup-env.ts';

/**
 * Three projects, one `npm test`:
 * - unit: pure logic in Node;
 * - components: React in jsdom with Testing Library, msw at the network edge;
 * - db: migrations, RLS and RPCs on a real embedded PostgreSQL (PGlite), or on DATABASE_URL.
 */
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker (cores - 1), which leaves a core idle while a file
    // waits on the embedded database or on a timer; two keep both busy, and the three projects
    // share them (docs/decisions/065-two-test-workers.md).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: [setupEnv],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: [setupEnv, 'tests/support/setup-components.ts'],
          // A few files act on the database directly, through tests/support/db.ts.
          globalSetup: ['tests/support/db-archive.ts'],
          // A ceiling, not a speed assertion: screens that open PGlite are slow on a busy 2-core machine.
          testTimeout: 20_000,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          environment: 'node',
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
