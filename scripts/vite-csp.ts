import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { parseEnv, type AppEnv } from '../src/config/env-schema.ts';
import { DEFAULT_AI_CHOICE } from '../src/lib/ai/choice.ts';
import { resolveAiEndpoint } from '../src/lib/ai/connection.ts';
import { pageFile, scriptHash, SHELL_PAGE } from './vite-prerender.ts';

/**
 * The Content-Security-Policy of a production build
 * (docs/decisions/015-content-security-policy.md). The browser may only run our own scripts and
 * talk to the app, the Supabase project and the AI endpoint this build was configured for — so an
 * injected script, or a script that slipped in through a dependency, can neither run nor send data
 * anywhere else.
 *
 * - script-src: 'self', the hash of each inline script of the page (the first-paint check of
 *   scripts/vite-prerender.ts; never 'unsafe-inline'), plus 'wasm-unsafe-eval', which compiling
 *   WebAssembly needs: PGlite's in local mode, and in both modes the engine of 'Private AI in this
 *   browser' (docs/decisions/069-the-policy-for-private-ai.md). PGlite's bundle also contains
 *   `eval`, but only Emscripten's loader for extensions with inline JS (EM_ASM/EM_JS) reaches it; we
 *   load no extension, so 'unsafe-eval' stays off and the e2e suite fails if that ever changes.
 * - style-src 'unsafe-inline': Radix (react-remove-scroll) and sonner insert <style> elements at
 *   runtime, the former with values measured on the page (scrollbar width), so hashes cannot be
 *   known at build time. Inline style cannot run script; what it could leak needs an HTML injection,
 *   and every piece of user text renders as text (tests/e2e/security.spec.ts).
 * - worker-src 'self' blob:: the local database's worker and the service worker (sw.js) are our
 *   own files (docs/decisions/048-installable-and-offline.md); the private AI's engine starts its
 *   worker from a blob: its package carries the worker's code inline, so no other file can run.
 * - img-src https: a Google avatar may come from any https host the identity provider picks.
 * - connect-src also admits where a person may send their ideas from 'AI settings'
 *   (docs/decisions/051-connect-src-for-a-persons-own-ai.md): any https origin and a model server
 *   on this computer (http://localhost, http://127.0.0.1, any port). An operator who wants fewer
 *   sets CLARITY_AI_CONNECT_SRC when building: `none` (the deployment's AI only) or the sources to
 *   admit, space-separated. A request the policy blocks is reported on the settings screen.
 * - connect-src always admits the hosts of the private AI's model files (PRIVATE_MODEL_SOURCES,
 *   and a deployment's own VITE_PRIVATE_AI_MODEL_URL), even where CLARITY_AI_CONNECT_SRC is
 *   `none`: a model file is downloaded, never sent an idea.
 * - frame-ancestors only works as a header, so it is sent by `vite preview` (and belongs in the
 *   host's headers in production); a <meta> policy carrying it makes Chromium log an error.
 */
const PERSON_AI_SOURCES = ['https:', 'http://localhost:*', 'http://127.0.0.1:*'] as const;

/** Hugging Face, where the listed models live, and the hosts its downloads are redirected to. */
const PRIVATE_MODEL_SOURCES = [
  'https://huggingface.co',
  'https://*.huggingface.co',
  'https://*.hf.co',
] as const;

/** CLARITY_AI_CONNECT_SRC: unset means PERSON_AI_SOURCES, `none` means nothing more. */
export function personAiSources(raw: string | undefined): string[] {
  const value = raw?.trim() ?? '';
  if (value === '') return [...PERSON_AI_SOURCES];
  if (value === 'none') return [];
  const sources = value.split(/\s+/);
  // A source list, not a policy: a ';' or a quoted keyword would change other directives.
  const bad = sources.find(
    (source) => !/^(https?:(\/\/[\w.*-]+(:(\d+|\*))?(\/[^\s;,']*)?)?)$/.test(source),
  );
  if (bad) {
    throw new Error(
      `Invalid CLARITY_AI_CONNECT_SRC source "${bad}": use none, or sources such as https: or http://localhost:*`,
    );
  }
  return sources;
}

export function contentSecurityPolicy(
  env: AppEnv,
  {
    personSources = [],
    scriptHashes = [],
  }: {
    /** Where a person may point their own AI (personAiSources). */
    personSources?: readonly string[];
    /** The hashes of the page's inline scripts. */
    scriptHashes?: readonly string[];
  } = {},
): string {
  const connect = new Set(["'self'"]);
  if (env.supabase) {
    const url = new URL(env.supabase.url);
    connect.add(url.origin);
    // Realtime speaks WebSocket to the same host.
    connect.add(`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`);
  }
  const ai = resolveAiEndpoint(env, null, DEFAULT_AI_CHOICE);
  // A path ending in "/" allows everything below it (the SDK appends /chat/completions) and
  // nothing else on that host.
  if (ai) connect.add(`${ai.baseURL.replace(/\/+$/, '')}/`);
  for (const source of personSources) connect.add(source);
  // Already admitted wherever any https origin is.
  const modelSources = [
    ...PRIVATE_MODEL_SOURCES,
    ...(env.ai.privateModelUrl ? [new URL(env.ai.privateModelUrl).origin] : []),
  ].filter((source) => !(connect.has('https:') && source.startsWith('https:')));
  for (const source of modelSources) connect.add(source);

  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, "'wasm-unsafe-eval'"].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https:",
    "font-src 'self'",
    // The local database's Web Worker and the offline service worker, both the app's own files;
    // the private AI's worker, which its engine starts from a blob.
    "worker-src 'self' blob:",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The same policy as an HTTP header, where frame-ancestors is honoured. */
export const headerPolicy = (metaPolicy: string): string => `${metaPolicy}; frame-ancestors 'none'`;

/**
 * Every header a host should send with the app, `vite preview` included
 * (docs/decisions/035-headers-for-hosts.md). The page uses no camera, location, payment or USB
 * device, so none may be asked for, even by injected code. The microphone is open to the app's own
 * page only, for speaking an idea (docs/decisions/053-voice-brain-dump.md).
 *
 * Strict-Transport-Security: a year of HTTPS only for this host, so a sign-in or an idea is never
 * sent over plain HTTP after the first visit. Without includeSubDomains or preload: those bind
 * every other site of the domain, which only its owner can decide. Browsers ignore it over plain
 * HTTP (`vite preview` on localhost). A host that already sends its own (Netlify, Cloudflare with
 * HSTS on, Azure Static Web Apps on its default domain) may then send two; browsers keep the first,
 * so remove one of them when the values differ.
 */
export const productionHeaders = (metaPolicy: string): Record<string, string> => ({
  'Content-Security-Policy': headerPolicy(metaPolicy),
  'Strict-Transport-Security': 'max-age=31536000',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(self), geolocation=(), payment=(), usb=()',
});

/**
 * The host configuration files a build ships with, so the headers travel with the policy they
 * belong to (it depends on the build's environment): `_headers` and `_redirects` for Netlify and
 * Cloudflare Pages, `staticwebapp.config.json` for Azure Static Web Apps. Paths with a page of
 * their own (`/login` → `login.html`, prerendered or preloading its code) are served it; every other
 * path without a file (`/idea/…`, a 404) gets the app's shell, never the prerendered landing page.
 *
 * @param pages the paths with a page of their own, besides `/`
 */
export function hostConfigFiles(
  metaPolicy: string,
  pages: readonly string[] = [],
): {
  _headers: string;
  _redirects: string;
  'staticwebapp.config.json': string;
} {
  const headers = productionHeaders(metaPolicy);
  const headerLines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return {
    _headers: ['# Generated by scripts/vite-csp.ts for this build.', '/*', ...headerLines, ''].join(
      '\n',
    ),
    // Netlify and Cloudflare Pages serve `/login` from login.html before any rule applies.
    _redirects: `/*  /${SHELL_PAGE}  200\n`,
    'staticwebapp.config.json': `${JSON.stringify(
      {
        globalHeaders: headers,
        routes: pages.map((path) => ({ route: path, rewrite: `/${pageFile(path)}` })),
        navigationFallback: { rewrite: `/${SHELL_PAGE}`, exclude: ['/assets/*'] },
      },
      null,
      2,
    )}\n`,
  };
}

const META_PATTERN = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;

/**
 * Injects the policy into index.html for `vite build` only (the dev server needs inline scripts for
 * hot reload), writes the hosts' header files beside it, and has `vite preview` send the headers of
 * the build it serves.
 */
export function clarityCsp({
  inlineScripts = () => [],
}: {
  /** The inline scripts the pages carry, known by the time the page is transformed. */
  inlineScripts?: () => string[];
} = {}): Plugin {
  let config: ResolvedConfig;
  // The same call as clarityEnv() in vite.config.ts, so the policy matches what the page gets.
  const buildPolicy = () =>
    contentSecurityPolicy(parseEnv(loadEnv(config.mode, process.cwd(), 'VITE_')), {
      personSources: personAiSources(process.env.CLARITY_AI_CONNECT_SRC),
      scriptHashes: inlineScripts().map(scriptHash),
    });
  return {
    name: 'clarity:csp',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (config.command !== 'build') return;
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: buildPolicy() },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    generateBundle: {
      // After Vite's HTML plugin, so the page is in the bundle to tell the app's build from a worker's.
      order: 'post',
      handler(_options, bundle) {
        if (config.command !== 'build' || !bundle['index.html']) return;
        const pages = Object.keys(bundle)
          .filter((fileName) => /^[\w-]+\.html$/.test(fileName))
          .filter((fileName) => fileName !== 'index.html' && fileName !== SHELL_PAGE)
          .map((fileName) => `/${fileName.replace(/\.html$/, '')}`)
          .sort();
        for (const [fileName, source] of Object.entries(hostConfigFiles(buildPolicy(), pages))) {
          this.emitFile({ type: 'asset', fileName, source });
        }
      },
    },
    configurePreviewServer(server) {
      // Read from the build being served, so header and <meta> can never disagree.
      const html = readFileSync(
        resolve(server.config.root, server.config.build.outDir, 'index.html'),
        'utf8',
      );
      const policy = META_PATTERN.exec(html)?.[1]?.replaceAll('&#39;', "'");
      if (!policy) return;
      const headers = Object.entries(productionHeaders(policy));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value);
        next();
      });
    },
  };
}
