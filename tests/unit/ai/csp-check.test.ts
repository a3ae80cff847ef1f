import { describe, expect, it } from 'vitest';
import { pageMayConnectTo } from '@/lib/ai/csp';

/** Just what pageMayConnectTo reads of a document: its <meta> policy and its address. */
const pageWith = (policy: string | null, href = 'https://clarity.example/'): Document =>
  ({
    location: { href },
    querySelector: () => (policy === null ? null : { getAttribute: () => policy }),
  }) as unknown as Document;

describe("whether the page's policy lets it reach an AI address", () => {
  const policy =
    "default-src 'self'; connect-src 'self' https://abcd.supabase.co/functions/v1/ai/ https: http://localhost:* http://127.0.0.1:*";

  it('admits https addresses and model servers on this computer', () => {
    expect(pageMayConnectTo('https://api.example.com/v1/chat/completions', pageWith(policy))).toBe(
      true,
    );
    expect(pageMayConnectTo('http://localhost:11434/v1/chat/completions', pageWith(policy))).toBe(
      true,
    );
    expect(pageMayConnectTo('http://127.0.0.1:1234/v1/chat/completions', pageWith(policy))).toBe(
      true,
    );
  });

  it('refuses plain http elsewhere, and what an operator left out', () => {
    expect(pageMayConnectTo('http://192.168.1.5:11434/v1/chat/completions', pageWith(policy))).toBe(
      false,
    );
    const narrow = "connect-src 'self' https://abcd.supabase.co/functions/v1/ai/";
    expect(pageMayConnectTo('https://api.example.com/v1/chat/completions', pageWith(narrow))).toBe(
      false,
    );
    expect(
      pageMayConnectTo('https://abcd.supabase.co/functions/v1/ai/tasks', pageWith(narrow)),
    ).toBe(true);
    expect(pageMayConnectTo('https://abcd.supabase.co/rest/v1/ideas', pageWith(narrow))).toBe(
      false,
    );
  });

  it('a page without a policy (the development server) allows everything', () => {
    expect(pageMayConnectTo('http://192.168.1.5/v1', pageWith(null))).toBe(true);
  });
});
