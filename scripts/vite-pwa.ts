import { loadEnv, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { parseEnv } from '../src/config/env-schema.ts';

/** The app's colour, as in index.html's theme-color and the icon's background. */
const THEME_COLOR = '#5419d4';

/**
 * What the home screen shows: Android asks for 192 and 512 px (and a maskable icon it may crop to a
 * circle or a squircle), iOS for the 180 px apple-touch-icon. The PNGs in public/ were made from
 * public/favicon.svg with @vite-pwa/assets-generator (docs/decisions/048-installable-and-offline.md).
 */
const manifest: VitePWAOptions['manifest'] = {
  name: 'Clarity — From Chaos to Clarity.',
  short_name: 'Clarity',
  description:
    'Clarity turns a messy idea into a clear plan: problem, audience, unique value and a step-by-step guide.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  icons: [
    { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** Files only local mode opens: the embedded database's WebAssembly, data file and worker. */
const LOCAL_DATABASE_FILE = /\.(wasm|data)$|database\.worker/;

/**
 * The private AI's engine (docs/decisions/067-private-ai-in-the-page.md): its 10 MB WebAssembly and
 * the package's code. Only people who choose it fetch them, so the service worker must not download
 * them for everyone. Every file of it gets this name, chosen here rather than guessed from what the
 * bundler happens to call the package's folders, and the precache leaves out what bears it;
 * scripts/check-dist.mjs fails a build whose engine is named otherwise or precached.
 */
export const PRIVATE_AI_ENGINE_NAME = 'private-ai-engine';
/**
 * The engine's modules (the package, its WebAssembly's `?url` module included) by absolute id, and
 * its WebAssembly by the root-relative path Vite gives an emitted asset.
 */
const PRIVATE_AI_ENGINE_MODULE = /(^|[\\/])node_modules[\\/]@wllama[\\/]/;
const PRIVATE_AI_ENGINE_FILE = new RegExp(`/${PRIVATE_AI_ENGINE_NAME}-[\\w-]+\\.(js|wasm)$`);

/**
 * Puts the engine's code in its own chunk(s) named PRIVATE_AI_ENGINE_NAME, and its WebAssembly under
 * the same name. The group holds only the package (which imports nothing else), so nothing of the
 * app moves into it: it is still fetched only by the dynamic import in src/lib/ai/private-engine.ts.
 */
function privateAiEngineFiles(): Plugin {
  return {
    name: 'clarity:private-ai-engine-files',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: PRIVATE_AI_ENGINE_NAME, test: PRIVATE_AI_ENGINE_MODULE }],
            },
            // Vite's own default for every other asset.
            assetFileNames: (asset) =>
              asset.originalFileNames.some((file) => PRIVATE_AI_ENGINE_MODULE.test(file))
                ? `assets/${PRIVATE_AI_ENGINE_NAME}-[hash][extname]`
                : 'assets/[name]-[hash][extname]',
          },
        },
      },
    }),
  };
}

/**
 * The service worker of a production build (docs/decisions/048-installable-and-offline.md), built
 * by vite-plugin-pwa with Workbox's generateSW.
 *
 * - It precaches the app: every page, script, style and icon of the build, and in local mode the
 *   embedded database's files, so the second visit starts from the cache and local mode works with
 *   the network off. A Supabase-mode build never opens that database, so it does not download it.
 * - It has no runtime caching at all: a request that is not one of the build's own files (the AI,
 *   Supabase, any other origin) is never answered by the worker nor stored, it goes to the network
 *   as if there were no worker. A navigation to a path without a page of its own gets the app's
 *   shell, app.html, as the hosts' rewrite does (index.html is the prerendered landing page).
 * - `registerType: 'prompt'`: a new build waits until the person accepts 'A new version is ready',
 *   so one page never mixes the old code with the new (src/app/service-worker/register.ts).
 * - The page registers it itself, after load and from a lazily loaded module, so nothing is added
 *   to the first load (`injectRegister: false`); `vite` (dev) builds no worker at all.
 */
export function clarityPwa(): Plugin[] {
  let localMode = true;
  const modeProbe: Plugin = {
    name: 'clarity:pwa-mode',
    apply: 'build',
    configResolved(config) {
      localMode = parseEnv(loadEnv(config.mode, process.cwd(), 'VITE_')).mode === 'local';
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [
          {
            tag: 'link',
            attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon-180x180.png' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
  return [
    modeProbe,
    privateAiEngineFiles(),
    ...VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The icons are in the glob below already.
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png,wasm,data}'],
        // PGlite's WebAssembly and data file are several MB each; without them local mode cannot
        // start offline.
        maximumFileSizeToCacheInBytes: 32 * 1024 * 1024,
        manifestTransforms: [
          (entries) => ({
            manifest: entries
              .filter((entry) => !PRIVATE_AI_ENGINE_FILE.test(entry.url))
              .filter((entry) => localMode || !LOCAL_DATABASE_FILE.test(entry.url)),
            warnings: [],
          }),
        ],
        navigateFallback: '/app.html',
        // /login is served login.html by the precache itself (its clean-URL rule); the fallback is
        // for the paths without a page, such as /idea/{id}.
        navigateFallbackDenylist: [/^\/assets\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
        sourcemap: false,
        inlineWorkboxRuntime: true,
        disableDevLogs: true,
      },
      devOptions: { enabled: false },
    }),
  ];
}
