import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import {
  AI_CHOICE_MESSAGES,
  AI_CHOICE_STORAGE_KEY,
  DEFAULT_AI_CHOICE,
  parseAiChoice,
  readAiChoice,
  writeAiChoice,
} from '@/lib/ai/choice';
import { resolveAiConnection, resolveAiEndpoint } from '@/lib/ai/connection';

/** A Storage over a Map, as the browser's localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the AI choice kept in this browser', () => {
  it('reads a stored choice, trimming the address and dropping an empty key', () => {
    const storage = memoryStorage({
      [AI_CHOICE_STORAGE_KEY]: JSON.stringify({
        kind: 'own',
        baseUrl: ' https://api.example.com/v1/ ',
        model: 'gpt-4o-mini',
        apiKey: '',
      }),
    });
    expect(readAiChoice(storage)).toEqual({
      kind: 'own',
      baseUrl: 'https://api.example.com/v1',
      model: 'gpt-4o-mini',
    });
  });

  it.each([
    ['no entry', undefined],
    ['not JSON', '{kind:'],
    ['an unknown kind', JSON.stringify({ kind: 'cloud' })],
    [
      'a script address',
      JSON.stringify({ kind: 'own', baseUrl: 'javascript:alert(1)', model: 'm' }),
    ],
    [
      'a local model without its preset',
      JSON.stringify({ kind: 'local', baseUrl: 'http://localhost:11434/v1', model: 'llama3.2' }),
    ],
  ])('falls back to the deployment’s AI on %s', (_case, raw) => {
    const storage = memoryStorage(raw === undefined ? {} : { [AI_CHOICE_STORAGE_KEY]: raw });
    expect(readAiChoice(storage)).toEqual(DEFAULT_AI_CHOICE);
  });

  it('says which field is wrong, in words for the form', () => {
    expect(parseAiChoice({ kind: 'own', baseUrl: 'api.example.com', model: 'm' })).toEqual({
      ok: false,
      field: 'baseUrl',
      message: AI_CHOICE_MESSAGES.baseUrl,
    });
    expect(
      parseAiChoice({ kind: 'own', baseUrl: 'https://a.example/v1', model: 'two words' }),
    ).toMatchObject({ ok: false, field: 'model' });
    expect(
      parseAiChoice({
        kind: 'own',
        baseUrl: 'https://a.example/v1',
        model: 'm',
        apiKey: 'sk-with\nnewline',
      }),
    ).toMatchObject({ ok: false, field: 'apiKey', message: AI_CHOICE_MESSAGES.apiKey });
  });

  it('keeps the default as no entry at all, and any other choice as JSON', () => {
    const storage = memoryStorage();
    writeAiChoice({ kind: 'none' }, storage);
    expect(readAiChoice(storage)).toEqual({ kind: 'none' });
    writeAiChoice(DEFAULT_AI_CHOICE, storage);
    expect(storage.getItem(AI_CHOICE_STORAGE_KEY)).toBeNull();
  });
});

describe('where the choice sends an idea', () => {
  const supabaseEnv = parseEnv({
    VITE_SUPABASE_URL: 'https://abcd.supabase.co',
    VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig',
  });

  it('the deployment’s default keeps the configured order', () => {
    expect(resolveAiConnection(supabaseEnv, DEFAULT_AI_CHOICE)).toEqual({ kind: 'edge-function' });
    expect(resolveAiConnection(parseEnv({}), DEFAULT_AI_CHOICE)).toEqual({ kind: 'not-connected' });
  });

  it('a person’s own service gets their key and nothing of the deployment’s', () => {
    const endpoint = resolveAiEndpoint(supabaseEnv, 'session-jwt', {
      kind: 'own',
      baseUrl: 'https://api.example.com/v1',
      model: 'my-model',
      apiKey: 'my-key',
    });
    expect(endpoint).toEqual({
      connection: { kind: 'custom' },
      baseURL: 'https://api.example.com/v1',
      bearer: 'my-key',
      headers: {},
      model: 'my-model',
    });
  });

  it('a model on this computer is called without any key; none means the examples', () => {
    expect(
      resolveAiEndpoint(parseEnv({}), null, {
        kind: 'local',
        preset: 'ollama',
        baseUrl: 'http://localhost:11434/v1',
        model: 'llama3.2',
      }),
    ).toMatchObject({ baseURL: 'http://localhost:11434/v1', bearer: null, headers: {} });
    expect(resolveAiEndpoint(supabaseEnv, null, { kind: 'none' })).toBeNull();
  });
});
