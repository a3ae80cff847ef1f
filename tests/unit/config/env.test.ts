import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AI_MODEL, parseEnv } from '@/config/env-schema';

const anonKey = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.example';

describe('the environment contract (docs/decisions/004, parsed once at start)', () => {
  it('runs in local mode with no variables at all, with the default model', () => {
    const env = parseEnv({});
    expect(env.mode).toBe('local');
    expect(env.supabase).toBeNull();
    expect(env.ai).toEqual({
      browserKey: null,
      baseUrl: null,
      model: DEFAULT_AI_MODEL,
      privateModelUrl: null,
    });
  });

  it('treats the empty values of a copied .env.example as unset', () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: '',
      VITE_SUPABASE_ANON_KEY: '  ',
      VITE_OPENAI_API_KEY: '',
      VITE_AI_BASE_URL: '',
      VITE_AI_MODEL: '',
    });
    expect(env.mode).toBe('local');
    expect(env.ai.model).toBe(DEFAULT_AI_MODEL);
  });

  it('switches to Supabase mode when both Supabase variables are set', () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co/',
      VITE_SUPABASE_ANON_KEY: anonKey,
    });
    expect(env.mode).toBe('supabase');
    expect(env.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey });
  });

  it('names the variable when a value is malformed', () => {
    expect(() =>
      parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: anonKey }),
    ).toThrow(/VITE_SUPABASE_URL: must be an http\(s\) URL/);
    expect(() => parseEnv({ VITE_AI_BASE_URL: 'ftp://models.local' })).toThrow(/VITE_AI_BASE_URL/);
    expect(() => parseEnv({ VITE_AI_MODEL: 'gpt 4o; drop table' })).toThrow(/VITE_AI_MODEL/);
  });

  it('refuses half a Supabase configuration instead of silently storing ideas in the browser', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: anonKey })).toThrow(/VITE_SUPABASE_URL/);
  });

  it('keeps the AI settings it is given', () => {
    const env = parseEnv({
      VITE_OPENAI_API_KEY: 'sk-test',
      VITE_AI_BASE_URL: 'http://localhost:11434/v1/',
      VITE_AI_MODEL: 'llama3.1:8b',
    });
    expect(env.ai).toEqual({
      browserKey: 'sk-test',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1:8b',
      privateModelUrl: null,
    });
  });

  it("keeps a deployment's own private model, and refuses an address that is not a .gguf file", () => {
    expect(
      parseEnv({ VITE_PRIVATE_AI_MODEL_URL: 'https://models.example.org/v2/model.gguf' }).ai
        .privateModelUrl,
    ).toBe('https://models.example.org/v2/model.gguf');
    expect(() => parseEnv({ VITE_PRIVATE_AI_MODEL_URL: 'https://models.example.org/' })).toThrow(
      'Invalid environment variable VITE_PRIVATE_AI_MODEL_URL: must be the address of a .gguf file',
    );
  });
});

describe('when the environment is read', () => {
  it('stops Vite at start naming a malformed variable, and hands the browser the parsed result', async () => {
    const { clarityEnv } = await import('../../../vite.config');
    const start = (): unknown => {
      const hook = clarityEnv().config as (
        config: object,
        env: { mode: string; command: string },
      ) => unknown;
      return hook({}, { mode: 'test', command: 'serve' });
    };

    vi.stubEnv('VITE_AI_BASE_URL', 'ftp://models.local');
    expect(start).toThrow(/Invalid environment variable VITE_AI_BASE_URL/);

    vi.stubEnv('VITE_AI_BASE_URL', 'http://localhost:11434/v1');
    vi.stubEnv('VITE_AI_MODEL', 'llama3.1:8b');
    const config = start() as { define: { __CLARITY_ENV__: string } };
    expect(JSON.parse(config.define.__CLARITY_ENV__)).toMatchObject({
      mode: 'local',
      ai: { baseUrl: 'http://localhost:11434/v1', model: 'llama3.1:8b' },
    });
    vi.unstubAllEnvs();
  });
});
