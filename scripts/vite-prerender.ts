import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';

/** The page every path without a page of its own is served: the app renders it in the browser. */
export const SHELL_PAGE = 'app.html';

/** The file a page's path is written to: `/` → index.html, `/login` → login.html. */
export const pageFile = (path: string): string =>
  path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;

/** A CSP source allowing exactly this inline script. */
export const scriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

const RENDER_MODULE = '/src/app/prerender/render-page.tsx';
const APP_HTML = /<div id="root">\s*<!--app-html-->[\s\S]*?<!--\/app-html-->\s*<\/div>/;

interface RenderModule {
  renderPage: (path: string) => Promise<string>;
  firstPaintScript: () => string;
  appScriptsId: () => string;
}

const APP_SCRIPT_TAGS =
  /<script type="module" crossorigin src="[^"]+"><\/script>\s*|<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * A prerendered page's module script and preloads, moved inert into a <template> just before the
 * inline first-paint script, which makes them live once the page has painted
 * (`startAppAfterFirstPaint` in src/app/prerender/first-paint.ts,
 * docs/decisions/055-app-code-after-the-first-paint.md). Fetched and run before the first paint,
 * the app's code held it back on a slow phone: its evaluation and the hydration ran first.
 */
export function deferAppScripts(page: string, inlineScript: string, templateId: string): string {
  const inline = `<script>${inlineScript}</script>`;
  if (!page.includes(inline))
    throw new Error('clarity:prerender: the page has no first-paint script');
  const tags: string[] = [];
  const rest = page.replace(APP_SCRIPT_TAGS, (tag) => {
    tags.push(tag.trim());
    return '';
  });
  if (!tags.some((tag) => tag.startsWith('<script')))
    throw new Error('clarity:prerender: the page has no module script');
  return rest.replace(
    inline,
    () => `<template id="${templateId}">${tags.join('')}</template>\n    ${inline}`,
  );
}

/**
 * Prerenders the entry pages of a production build (docs/decisions/046-prerendered-entry-pages.md).
 *
 * - Each path of `pages` is rendered by the app's own components (src/app/prerender/render-page.tsx,
 *   loaded through a Vite server in SSR mode with this build's environment) into its HTML file, whose
 *   root is marked `data-prerendered` for src/main.tsx to hydrate; the build's stylesheet is inlined
 *   there, so the first paint waits for nothing but the HTML, and the app's script tags wait in a
 *   <template> until it has happened (`deferAppScripts`).
 * - Every page gets the first-paint script (src/app/prerender/first-paint.ts) in its <head>; its
 *   hash is in the policy through `inlineScripts` (scripts/vite-csp.ts).
 * - `app.html`, the page as it was before any route was added to it, is the shell the hosts serve
 *   for every other path (`/idea/…`, a 404); `vite preview` does the same.
 *
 * Runs after clarityRoutePages, whose pages (`login.html`…) it fills.
 */
export function clarityPrerender(pages: readonly string[]): Plugin & {
  inlineScripts: () => string[];
} {
  let config: ResolvedConfig;
  let server: Promise<ViteDevServer> | undefined;
  let script: string | undefined;
  let isAppBuild = false;

  const renderModule = async (): Promise<RenderModule> => {
    server ??= createServer({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'error',
      // The environment this build parsed (clarityEnv in vite.config.ts), so the pages match it.
      define: { __CLARITY_ENV__: config.define?.__CLARITY_ENV__ as string },
      resolve: { alias: config.resolve.alias },
      plugins: [react()],
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    return (await (await server).ssrLoadModule(RENDER_MODULE)) as RenderModule;
  };
  const closeServer = async () => {
    const running = server;
    server = undefined;
    await (await running)?.close();
  };

  return {
    name: 'clarity:prerender',
    // Not `apply: 'build'`: `vite preview` needs it too.
    inlineScripts: () => (script ? [script] : []),
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build') return;
      // Known before the pages are written: the policy in each page's <head> carries its hash.
      script ??= (await renderModule()).firstPaintScript();
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!script) return;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        // Worker bundles have no page.
        if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
        isAppBuild = true;
        this.emitFile({ type: 'asset', fileName: SHELL_PAGE, source: html.source });
      },
    },
    closeBundle: {
      order: 'post',
      async handler() {
        if (!isAppBuild) return closeServer();
        try {
          const outDir = resolve(config.root, config.build.outDir);
          const { renderPage, appScriptsId } = await renderModule();
          for (const path of pages) {
            const file = join(outDir, pageFile(path));
            if (!existsSync(file))
              throw new Error(`clarity:prerender: no page ${pageFile(path)} for ${path}`);
            const appHtml = await renderPage(path);
            const page = readFileSync(file, 'utf8');
            if (!APP_HTML.test(page))
              throw new Error(`clarity:prerender: ${pageFile(path)} has no app-html markers`);
            const prerendered = page.replace(
              APP_HTML,
              () => `<div id="root" data-prerendered="${path}">${appHtml}</div>`,
            );
            writeFileSync(
              file,
              inlineStylesheets(deferAppScripts(prerendered, script ?? '', appScriptsId()), outDir),
            );
          }
        } finally {
          await closeServer();
        }
      },
    },
    configurePreviewServer(previewServer) {
      const outDir = resolve(previewServer.config.root, previewServer.config.build.outDir);
      // As the hosts are configured (scripts/vite-csp.ts): a path with its own page gets it, any other
      // page address gets the shell. Vite would answer it with index.html, the landing page.
      previewServer.middlewares.use((req, _res, next) => {
        const { pathname, search } = new URL(req.url ?? '/', 'http://preview.invalid');
        const isPage =
          req.method === 'GET' &&
          pathname !== '/' &&
          !/\.\w+$/.test(pathname) &&
          (req.headers.accept ?? '').includes('text/html');
        if (
          isPage &&
          !existsSync(join(outDir, pageFile(pathname))) &&
          existsSync(join(outDir, SHELL_PAGE))
        )
          req.url = `/${SHELL_PAGE}${search}`;
        next();
      });
    },
  };
}

/**
 * The build's stylesheet, inline: a page that needs no other request to paint. It is small (about
 * 8 KB gzipped, budget 20 KB in scripts/size.mjs), the same for every page and already allowed inline
 * by the policy's style-src.
 */
function inlineStylesheets(page: string, outDir: string): string {
  return page.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
    (_tag, href: string) =>
      `<style>${readFileSync(join(outDir, href), 'utf8').replaceAll('</style', '<\\/style')}</style>`,
  );
}
