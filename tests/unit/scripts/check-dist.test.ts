import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostConfigFiles } from '../../../scripts/vite-csp';
import { PRIVATE_AI_ENGINE_NAME } from '../../../scripts/vite-pwa';

/**
 * scripts/check-dist.mjs as CI runs it: a child process on a folder, judged by its exit code and
 * what it prints. Each case is a small fake build with one thing that must never ship.
 */

const script = join(process.cwd(), 'scripts/check-dist.mjs');
let dist: string;

const jwt = (payload: object) =>
  [{ alg: 'HS256', typ: 'JWT' }, payload]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .join('.') + '.c2lnbmF0dXJlLW5vdC1jaGVja2Vk';

function write(path: string, content: string) {
  const file = join(dist, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

function check(env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, dist], {
    encoding: 'utf8',
    env: { ...process.env, VITE_OPENAI_API_KEY: '', ...env },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const POLICY = "default-src 'self'; script-src 'self'";

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'check-dist-'));
  write(
    'index.html',
    `<!doctype html><meta http-equiv="Content-Security-Policy" content="${POLICY.replaceAll("'", '&#39;')}"><script type="module" src="/assets/index.js"></script>`,
  );
  // What the build writes beside its page (scripts/vite-csp.ts).
  for (const [name, content] of Object.entries(hostConfigFiles(POLICY))) write(name, content);
  write('assets/index.js', 'const task = "task-list-with-a-long-enough-name"; export { task };');
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('check:dist', () => {
  it('passes a clean build and says what it searched', () => {
    // A visitor's anon key is public by design and must not trip the service-role check.
    write('assets/supabase.js', `const key = "${jwt({ role: 'anon', iss: 'supabase' })}";`);
    const { code, output } = check();
    expect(code).toBe(0);
    expect(output).toContain('scanned 6 files');
    expect(output).toContain('5 header(s) in _headers and staticwebapp.config.json checked');
    expect(output).toContain('1 JWT(s) decoded');
    expect(output).toContain('check:dist passed');
  });

  it('fails on the provider key of the build environment, whatever its shape', () => {
    write('assets/ai.js', 'const apiKey = "gsk_live_0123456789abcdef";');
    const { code, output } = check({ VITE_OPENAI_API_KEY: 'gsk_live_0123456789abcdef' });
    expect(code).toBe(1);
    expect(output).toContain('assets/ai.js: the VITE_OPENAI_API_KEY of this build');
    // The report never prints the whole secret again.
    expect(output).not.toContain('gsk_live_0123456789abcdef');
  });

  it('fails on anything shaped like an OpenAI key', () => {
    write('assets/ai.js', 'headers.Authorization = "Bearer sk-proj-AbCdEfGhIjKlMnOpQrStUvWx";');
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain('assets/ai.js: something shaped like a provider key: sk-pro…');
  });

  it('fails on a service-role JWT, a secret key and the word service_role', () => {
    write('assets/a.js', `const admin = "${jwt({ role: 'service_role', iss: 'supabase' })}";`);
    write('assets/b.js', 'const key = "sb_secret_0123456789abcdefghij";');
    write('assets/c.js', 'const SUPABASE_KEY_NAME = "service_role";');
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain('assets/a.js: a JWT with role service_role');
    expect(output).toContain('assets/b.js: a Supabase secret key');
    expect(output).toContain(
      "assets/c.js: the word service_role on line 1, outside our migrations' SQL",
    );
  });

  it('allows the role name inside the migrations local mode runs, and nowhere else in that file', () => {
    write(
      'assets/local.js',
      'const sql = `\ngrant select, insert, update, delete on table public.ideas to service_role;\n`;\n' +
        'const leaked = "service_role";\n',
    );
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain("1 mention(s) of the role name inside our migrations' SQL allowed");
    expect(output).toContain('assets/local.js: the word service_role on line 4');
    expect(output).not.toContain('line 2');
  });

  it('fails on source map files and sourceMappingURL comments', () => {
    write('assets/index.js.map', '{"version":3,"sources":[]}');
    write('assets/chunk.js', 'export const x = 1;\n//# sourceMappingURL=chunk.js.map\n');
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain('assets/index.js.map: a source map file');
    expect(output).toContain('assets/chunk.js: a sourceMappingURL comment');
  });

  it("fails when a host's header file misses the page's policy or disagrees with the other", () => {
    write('_headers', hostConfigFiles("default-src 'self'")._headers);
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain("_headers: its Content-Security-Policy is not the page's policy");
    expect(output).toContain('staticwebapp.config.json: its headers differ from _headers');
  });

  it("fails on a build without its policy or its hosts' files", () => {
    write('index.html', '<!doctype html><script type="module" src="/assets/index.js"></script>');
    rmSync(join(dist, 'staticwebapp.config.json'));
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain('index.html: no Content-Security-Policy <meta>');
    expect(output).toContain('staticwebapp.config.json: missing');
  });

  describe("the private AI's engine", () => {
    // What makes a file the engine's, whatever it is called: its worker protocol and its exports.
    const engineCode = 'class L{wllamaAction(e,t){return this.proxy.send(e,t)}}';
    const engineWasm = '\0asm\x01\0\0\0wllama_start\0wllama_action';
    // The service worker as Workbox writes it: the precache list inline.
    const serviceWorker = (...urls: string[]) =>
      `self.precache([${urls.map((url) => `{url:"${url}",revision:null}`).join(',')}]);`;

    it('passes an engine under the name the build gives it, left out of the precache', () => {
      write(`assets/${PRIVATE_AI_ENGINE_NAME}-Ab12_x.js`, engineCode);
      write(`assets/${PRIVATE_AI_ENGINE_NAME}-Cd34-y.wasm`, engineWasm);
      write('sw.js', serviceWorker('index.html', 'assets/index.js'));
      const { code, output } = check();
      expect(output).toContain('private AI engine: 2 file(s) found by content');
      expect(code).toBe(0);
    });

    it('fails on the engine under another name: the precache would not leave it out', () => {
      write('assets/esm-Ab12.js', engineCode);
      write('assets/wllama-Cd34.wasm', engineWasm);
      const { code, output } = check();
      expect(code).toBe(1);
      expect(output).toContain(
        "assets/esm-Ab12.js: the private AI's engine, not named private-ai-engine-…",
      );
      expect(output).toContain("assets/wllama-Cd34.wasm: the private AI's engine, not named");
    });

    it('fails when the service worker precaches it', () => {
      write('assets/private-ai-engine-Ab12.js', engineCode);
      write('sw.js', serviceWorker('index.html', 'assets/private-ai-engine-Ab12.js'));
      const { code, output } = check();
      expect(code).toBe(1);
      expect(output).toContain(
        "sw.js: precaches the private AI's engine (assets/private-ai-engine-Ab12.js)",
      );
    });
  });

  it('fails when there is no build to check', () => {
    rmSync(dist, { recursive: true, force: true });
    const { code, output } = check();
    expect(code).toBe(1);
    expect(output).toContain('no build folder');
  });
});
