import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { parseEnv } from './src/config/env-schema.ts';
import { clarityCsp } from './scripts/vite-csp.ts';
import { clarityInitialDatabase } from './scripts/vite-initial-database.ts';
import { clarityPwa } from './scripts/vite-pwa.ts';
import { clarityPrerender } from './scripts/vite-prerender.ts';
import { clarityRoutePages } from './scripts/vite-route-pages.ts';
import { paths } from './src/config/paths.ts';
import { prerenderedPages } from './src/config/prerendered-pages.ts';

export const BROWSER_KEY_BUILD_ERROR =
  'VITE_OPENAI_API_KEY is set, so this production build would put your AI provider key in public ' +
  'JavaScript that anyone can read. Use the `ai` Edge Function instead (supabase/functions/ai, see ' +
  'docs/connect-an-ai.md): leave VITE_OPENAI_API_KEY empty and set VITE_SUPABASE_URL and ' +
  'VITE_SUPABASE_ANON_KEY. To embed the key anyway (a private demo), build with CLARITY_ALLOW_BROWSER_KEY=1.';

/**
 * Fails `vite build` when the browser key would ship, unless CLARITY_ALLOW_BROWSER_KEY=1
 * (docs/product.md §10.1, docs/decisions/005-ai-connection-order.md).
 */
export function browserKeyGuard(): Plugin {
  return {
    name: 'clarity:browser-key-guard',
    apply: 'build',
    configResolved(config) {
      const key: unknown = config.env.VITE_OPENAI_API_KEY;
      const embedsKey = typeof key === 'string' && key.trim() !== '';
      if (embedsKey && process.env.CLARITY_ALLOW_BROWSER_KEY !== '1')
        throw new Error(BROWSER_KEY_BUILD_ERROR);
    },
  };
}

/**
 * Parses the environment once, when Vite starts
 * (docs/decisions/004-environment-parsed-once-at-start.md): a malformed variable stops `vite`,
 * `vite build` and the tests with a message naming it, and the browser receives the parsed result
 * as `__CLARITY_ENV__` (read by `getEnv()` in src/config/env.ts) — no validator in the page.
 */
export function clarityEnv(): Plugin {
  return {
    name: 'clarity:env',
    config(_config, { mode }) {
      const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
      return { define: { __CLARITY_ENV__: JSON.stringify(env) } };
    },
  };
}

/**
 * React Router publishes a development and a production build, but its package exports only the
 * development one, whose dev warnings (and their messages) would ship to every visitor. A production
 * build takes its production twin; dev server and tests keep the warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  const dist = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/', import.meta.url),
  );
  return {
    name: 'clarity:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${dist}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
        ],
      },
    }),
  };
}

const prerender = clarityPrerender(prerenderedPages);

export default defineConfig({
  plugins: [
    clarityEnv(),
    browserKeyGuard(),
    reactRouterProductionBuild(),
    // Before the route pages change index.html: its shell is copied first.
    prerender,
    // The routes people arrive on: each gets a page that preloads its own code.
    clarityRoutePages({
      [paths.home]: 'src/app/routes/home.tsx',
      [paths.login]: 'src/app/routes/login.tsx',
      [paths.signup]: 'src/app/routes/signup.tsx',
      [paths.forgotPassword]: 'src/app/routes/forgot-password.tsx',
      [paths.resetPassword]: 'src/app/routes/reset-password.tsx',
      [paths.privacy]: 'src/app/routes/privacy.tsx',
      [paths.shared]: 'src/app/routes/shared.tsx',
      [paths.ideas]: 'src/app/routes/ideas.tsx',
      [paths.dashboard]: 'src/app/routes/dashboard.tsx',
    }),
    // After the route pages, so the hosts' files know every page.
    clarityCsp({ inlineScripts: prerender.inlineScripts }),
    react(),
    tailwindcss(),
    // Local mode's database made at build time, for a first visit (docs/decisions/056-local-database-warm-up.md).
    clarityInitialDatabase(),
    // The manifest and the offline service worker (docs/decisions/048-installable-and-offline.md).
    ...clarityPwa(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // PGlite ships its own WASM and data files; pre-bundling would break their URLs.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  // The local database's worker (src/lib/backend/local/database.worker.ts) imports PGlite, which
  // loads parts of itself on demand: only ES-module workers can split code like that.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
