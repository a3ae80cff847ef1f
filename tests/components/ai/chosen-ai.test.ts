import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/config/env-schema';
import { clarifyIdea, getAiConnection } from '@/lib/ai';
import { AI_CHOICE_STORAGE_KEY, writeAiChoice } from '@/lib/ai/choice';
import { resetFormatDowngrade } from '@/lib/ai/complete';
import { createFakeSupabase } from '../../support/fakes/supabase/fake-supabase';
import { SUPABASE_TEST_URL, supabaseHandlers } from '../../support/fakes/supabase/msw';
import { aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification } from '../../support/fixtures/ai';
import { server } from '../../support/msw/server';

/** The idea's path follows the person's choice in AI settings, wherever the app asks the AI. */

const IDEA = 'A shared calendar for a choir';
const OWN = 'https://own-ai.test/v1';

afterEach(() => {
  resetFormatDowngrade();
  document.head.querySelector('meta[http-equiv="Content-Security-Policy"]')?.remove();
});

describe('the AI a person chose', () => {
  it('in Supabase mode, my own service gets the idea and my key; the project gets neither', async () => {
    const supabase = createFakeSupabase();
    server.use(supabaseHandlers(supabase));
    const own = aiCompletions('ok', `${OWN}/chat/completions`);
    server.use(own.handler);
    writeAiChoice({ kind: 'own', baseUrl: OWN, model: 'my-model', apiKey: 'my-key' });
    const env = parseEnv({
      VITE_SUPABASE_URL: SUPABASE_TEST_URL,
      VITE_SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.signature-part',
    });

    const result = await clarifyIdea(IDEA, { env, accessToken: 'session-jwt' });

    expect(result.source).toBe('ai');
    expect(result.clarified.problem).toBe(validClarification.problem);
    expect(own.requests).toHaveLength(1);
    expect(own.requests[0]!.headers.get('authorization')).toBe('Bearer my-key');
    expect(own.requests[0]!.headers.get('apikey')).toBeNull();
    expect(own.requests[0]!.body.model).toBe('my-model');
    expect(supabase.ai.requests).toHaveLength(0);
  });

  it('no AI: the examples, without a request', async () => {
    writeAiChoice({ kind: 'none' });
    const env = parseEnv({ VITE_AI_BASE_URL: OWN });
    expect(getAiConnection(env)).toEqual({ kind: 'not-connected' });
    const result = await clarifyIdea(IDEA, { env });
    expect(result).toMatchObject({ source: 'fallback', error: 'AI not connected' });
  });

  it('an address the page may not reach: nothing is sent, and the reason is given', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "connect-src 'self' https: http://localhost:*";
    document.head.append(meta);
    const blocked = aiCompletions('ok', 'http://10.0.0.7:8080/v1/chat/completions');
    server.use(blocked.handler);
    localStorage.setItem(
      AI_CHOICE_STORAGE_KEY,
      JSON.stringify({ kind: 'own', baseUrl: 'http://10.0.0.7:8080/v1', model: 'm' }),
    );

    const result = await clarifyIdea(IDEA, { env: parseEnv({}) });

    expect(result.source).toBe('fallback');
    expect(result.error).toBe(
      'This site’s security rules do not allow connecting to http://10.0.0.7:8080',
    );
    expect(blocked.requests).toHaveLength(0);
  });
});
