import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { parseEnv, type AppEnv } from '../src/config/env-schema';
import { resolveAiEndpoint } from '../src/lib/ai/connection';

/**
 * The Content-Security-Policy of a production build
 * (docs/decisions/015-content-security-policy.md). The browser may only run our own scripts and
 * talk to the app, the Supabase project and the AI endpoint this build was configured for — so an
 * injected script, or a script that slipped in through a dependency, can neither run nor send data
 * anywhere else.
 *
 * - script-src: 'self', plus 'wasm-unsafe-eval' in local mode only, which compiling PGlite's
 *   WebAssembly needs (a Supabase-mode build never starts PGlite). PGlite's bundle also contains
 *   `eval`, but only Emscripten's loader for extensions with inline JS (EM_ASM/EM_JS) reaches it; we
 *   load no extension, so 'unsafe-eval' stays off and the e2e suite fails if that ever changes.
 * - style-src 'unsafe-inline': Radix (react-remove-scroll) and sonner insert <style> elements at
 *   runtime, the former with values measured on the page (scrollbar width), so hashes cannot be
 *   known at build time. Inline style cannot run script; what it could leak needs an HTML injection,
 *   and every piece of user text renders as text (tests/e2e/security.spec.ts).
 * - img-src https: a Google avatar may come from any https host the identity provider picks.
 * - frame-ancestors only works as a header, so it is sent by `vite preview` (and belongs in the
 *   host's headers in production); a <meta> policy carrying it makes Chromium log an error.
 */
export function contentSecurityPolicy(env: AppEnv): string {
  const connect = new Set(["'self'"]);
  if (env.supabase) {
    const url = new URL(env.supabase.url);
    connect.add(url.origin);
    // Realtime speaks WebSocket to the same host.
    connect.add(`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`);
  }
  const ai = resolveAiEndpoint(env);
  // A path ending in "/" allows everything below it (the SDK appends /chat/completions) and
  // nothing else on that host.
  if (ai) connect.add(`${ai.baseURL.replace(/\/+$/, '')}/`);

  return [
    "default-src 'self'",
    env.mode === 'local' ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https:",
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The same policy as an HTTP header, where frame-ancestors is honoured. */
export const headerPolicy = (metaPolicy: string): string => `${metaPolicy}; frame-ancestors 'none'`;

const META_PATTERN = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;

/**
 * Injects the policy into index.html for `vite build` only (the dev server needs inline scripts for
 * hot reload), and has `vite preview` send the policy of the build it serves as a header.
 */
export function clarityCsp(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'clarity:csp',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (config.command !== 'build') return;
        // The same call as clarityEnv() in vite.config.ts, so the policy matches what the page gets.
        const env = parseEnv(loadEnv(config.mode, process.cwd(), 'VITE_'));
        return [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) },
            injectTo: 'head-prepend',
          },
        ];
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
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', headerPolicy(policy));
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
        next();
      });
    },
  };
}
