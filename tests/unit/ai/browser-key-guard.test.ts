import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_KEY_BUILD_ERROR, browserKeyGuard } from '../../../vite.config';

/**
 * `vite build` must not embed VITE_OPENAI_API_KEY unless CLARITY_ALLOW_BROWSER_KEY=1
 * (docs/product.md §10.1, docs/decisions/004-environment-parsed-once-at-start.md).
 */
const resolve = (command: 'build' | 'serve') =>
  resolveConfig(
    { configFile: false, envFile: false, plugins: [browserKeyGuard()], logLevel: 'silent' },
    command,
  );

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the browser-key build guard', () => {
  it('fails a production build that would embed the key, pointing to the Edge Function', async () => {
    vi.stubEnv('VITE_OPENAI_API_KEY', 'sk-live-123');
    vi.stubEnv('CLARITY_ALLOW_BROWSER_KEY', '');

    await expect(resolve('build')).rejects.toThrow(BROWSER_KEY_BUILD_ERROR);
    expect(BROWSER_KEY_BUILD_ERROR).toMatch(/Edge Function/);
  });

  it('lets it through with CLARITY_ALLOW_BROWSER_KEY=1', async () => {
    vi.stubEnv('VITE_OPENAI_API_KEY', 'sk-live-123');
    vi.stubEnv('CLARITY_ALLOW_BROWSER_KEY', '1');

    await expect(resolve('build')).resolves.toBeDefined();
  });

  it('does not stand in the way of the dev server, or of a build without a key', async () => {
    vi.stubEnv('VITE_OPENAI_API_KEY', 'sk-live-123');
    await expect(resolve('serve')).resolves.toBeDefined();

    vi.stubEnv('VITE_OPENAI_API_KEY', '');
    await expect(resolve('build')).resolves.toBeDefined();
  });
});
