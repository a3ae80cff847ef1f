import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { readFileSync } from 'node:fs';
import {
  contentSecurityPolicy,
  headerPolicy,
  personAiSources,
  hostConfigFiles,
  productionHeaders,
} from '../../../scripts/vite-csp';
import { scriptHash } from '../../../scripts/vite-prerender';

/** Where the private AI's model files come from: admitted even when no AI is (decision 069). */
const MODEL_HOSTS = 'https://huggingface.co https://*.huggingface.co https://*.hf.co';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the Content-Security-Policy of a build', () => {
  it('local mode without an AI talks to the app alone', () => {
    const policy = contentSecurityPolicy(parseEnv({}));
    expect(directive(policy, 'connect-src')).toBe(`'self' ${MODEL_HOSTS}`);
    expect(directive(policy, 'script-src')).toBe("'self' 'wasm-unsafe-eval'");
    // Avatars come from whatever https host the identity provider picks; nothing uses data: images.
    expect(directive(policy, 'img-src')).toBe("'self' https:");
    expect(directive(policy, 'object-src')).toBe("'none'");
    // The local database's worker and the service worker, both our own files; the private AI's
    // engine starts its worker from a blob.
    expect(directive(policy, 'worker-src')).toBe("'self' blob:");
    expect(directive(policy, 'base-uri')).toBe("'self'");
    expect(directive(policy, 'form-action')).toBe("'self'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toContain('frame-ancestors');
  });

  it('Supabase mode allows the project over https and wss, which also serves the AI', () => {
    const policy = contentSecurityPolicy(
      parseEnv({
        VITE_SUPABASE_URL: 'https://abcd.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig',
        VITE_AI_BASE_URL: 'https://ignored.example.com/v1',
      }),
    );
    expect(directive(policy, 'connect-src')).toBe(
      `'self' https://abcd.supabase.co wss://abcd.supabase.co https://abcd.supabase.co/functions/v1/ai/ ${MODEL_HOSTS}`,
    );
    // PGlite never starts in Supabase mode, but the private AI's engine compiles WebAssembly.
    expect(directive(policy, 'script-src')).toBe("'self' 'wasm-unsafe-eval'");
  });

  it("admits the private AI's model hosts, and a deployment's own, even when a person's AI is not", () => {
    const policy = contentSecurityPolicy(
      parseEnv({ VITE_PRIVATE_AI_MODEL_URL: 'https://models.example.org/clarity/v1/model.gguf' }),
      { personSources: personAiSources('none') },
    );
    expect(directive(policy, 'connect-src')).toBe(
      `'self' ${MODEL_HOSTS} https://models.example.org`,
    );
  });

  it('a local Supabase stack over http gets ws', () => {
    const policy = contentSecurityPolicy(
      parseEnv({
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
        VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig',
      }),
    );
    expect(directive(policy, 'connect-src')).toContain('ws://127.0.0.1:54321');
  });

  it('a browser key reaches the default provider; a base URL alone reaches that endpoint only', () => {
    expect(
      directive(contentSecurityPolicy(parseEnv({ VITE_OPENAI_API_KEY: 'sk-dev' })), 'connect-src'),
    ).toBe(`'self' https://api.openai.com/v1/ ${MODEL_HOSTS}`);
    expect(
      directive(
        contentSecurityPolicy(parseEnv({ VITE_AI_BASE_URL: 'http://localhost:11434/v1' })),
        'connect-src',
      ),
    ).toBe(`'self' http://localhost:11434/v1/ ${MODEL_HOSTS}`);
  });

  it("admits where a person may send their ideas: any https origin and this computer's model servers", () => {
    const policy = contentSecurityPolicy(parseEnv({}), {
      personSources: personAiSources(undefined),
    });
    expect(directive(policy, 'connect-src')).toBe(
      "'self' https: http://localhost:* http://127.0.0.1:*",
    );
  });

  it('CLARITY_AI_CONNECT_SRC narrows that list, or empties it, and refuses what is not a source', () => {
    expect(personAiSources('none')).toEqual([]);
    expect(personAiSources(' https://api.openai.com http://localhost:11434 ')).toEqual([
      'https://api.openai.com',
      'http://localhost:11434',
    ]);
    expect(() => personAiSources("https:; script-src 'unsafe-inline'")).toThrow(
      /Invalid CLARITY_AI_CONNECT_SRC/,
    );
    expect(() => personAiSources("'unsafe-eval'")).toThrow(/Invalid CLARITY_AI_CONNECT_SRC/);
  });

  it('an inline script runs by its hash, never by allowing every inline script', () => {
    const hash = scriptHash('document.documentElement.dataset.render = "client"');
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const policy = contentSecurityPolicy(parseEnv({}), { scriptHashes: [hash] });
    expect(directive(policy, 'script-src')).toBe(`'self' ${hash} 'wasm-unsafe-eval'`);
    expect(policy).not.toContain("'unsafe-inline' ");
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
  });

  it('the header adds frame-ancestors, which a <meta> policy cannot carry', () => {
    expect(headerPolicy("default-src 'self'")).toBe("default-src 'self'; frame-ancestors 'none'");
  });

  it("the hosts' files carry every production header; pages keep their paths, the rest gets the shell", () => {
    const policy = contentSecurityPolicy(parseEnv({}));
    const headers = productionHeaders(policy);
    expect(headers['Content-Security-Policy']).toBe(headerPolicy(policy));
    // HTTPS only for a year, for this host alone (not its domain's other sites).
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    // Speaking an idea needs the microphone, for this page only.
    expect(headers['Permissions-Policy']).toContain('microphone=(self)');
    const files = hostConfigFiles(policy, ['/login', '/signup']);
    for (const [name, value] of Object.entries(headers))
      expect(files._headers).toContain(`\n  ${name}: ${value}\n`);
    expect(files._headers.startsWith('# ')).toBe(true);
    // Netlify and Cloudflare Pages serve /login from login.html before the rule; never the landing page elsewhere.
    expect(files._redirects).toBe('/*  /app.html  200\n');
    const azure = JSON.parse(files['staticwebapp.config.json']);
    expect(azure.globalHeaders).toEqual(headers);
    expect(azure.routes).toEqual([
      { route: '/login', rewrite: '/login.html' },
      { route: '/signup', rewrite: '/signup.html' },
    ]);
    expect(azure.navigationFallback.rewrite).toBe('/app.html');
  });

  it("the deploy guide's nginx snippet sends every production header", () => {
    const guide = readFileSync('docs/deploy.md', 'utf8');
    const snippet = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
    for (const name of Object.keys(productionHeaders("default-src 'self'")))
      expect(snippet).toContain(`add_header ${name} `);
    expect(snippet).toContain('try_files $uri $uri.html $uri/index.html /app.html;');
  });
});
