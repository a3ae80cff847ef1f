import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { parseEnv } from './src/config/env-schema';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Tests always see local mode with no AI, whatever a developer's .env says; a test that needs
// another configuration builds its own with parseEnv.
const define = { __CLARITY_ENV__: JSON.stringify(parseEnv({})) };

/**
 * Three projects, one `npm test`:
 * - unit: pure logic in Node;
 * - components: React in jsdom with Testing Library, msw at the network edge;
 * - db: migrations, RLS and RPCs on a real embedded PostgreSQL (PGlite), or on DATABASE_URL.
 */
export default defineConfig({
  define,
  test: {
    projects: [
      {
        resolve: { alias },
        define,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        define,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/setup-components.ts'],
          // A ceiling, not a speed assertion: screens that open PGlite are slow on a busy 2-core machine.
          testTimeout: 20_000,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: 'db',
          environment: 'node',
          include: ['tests/db/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
