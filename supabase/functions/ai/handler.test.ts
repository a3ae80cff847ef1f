import { SignJWT } from 'jose';
import {
  type AiFunctionConfig,
  createHandler,
  createMemoryRateLimiter,
  hs256Verifier,
  MAX_BODY_BYTES,
  MAX_TOKENS_CAP,
  RATE_LIMIT_PER_HOUR,
} from './handler.ts';

/**
 * The function's answers: 401, 400, 413, 429 as JSON errors, CORS, and a streamed success relayed
 * from a fake OpenAI-compatible upstream on 127.0.0.1. (Plain asserts: jsr is out of reach here.)
 */

function assert(condition: unknown, message = 'assertion failed'): asserts condition {
  if (!condition) throw new Error(message);
}
function assertEquals<T>(actual: T, expected: T, message = '') {
  const [a, b] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== b) throw new Error(`${message} expected ${b}, got ${a}`);
}

const SECRET = 'test-jwt-secret-with-at-least-32-characters';
const APP_ORIGIN = 'https://clarity.example';

const sign = (claims: Record<string, unknown>, { secret = SECRET, expiresIn = '1h' } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));

interface Upstream {
  url: string;
  received: { authorization: string | null; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

/** A fake provider: streams an SSE answer in three chunks, or answers `status` when asked to. */
function startUpstream(status = 200): Upstream {
  const received: Upstream['received'] = [];
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => undefined },
    async (request) => {
      received.push({
        authorization: request.headers.get('authorization'),
        body: await request.json(),
      });
      if (status !== 200) {
        return Response.json({ error: { message: 'upstream broke' } }, { status });
      }
      const encoder = new TextEncoder();
      const pieces = ['{"problem":', '"Exams"', '}'];
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const piece of pieces) {
            controller.enqueue(
              encoder.encode(
                `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`,
              ),
            );
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          controller.enqueue(encoder.encode('data: [DONE]\n\n'));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    },
  );
  const { port } = server.addr as Deno.NetAddr;
  return { url: `http://127.0.0.1:${port}/v1`, received, close: () => server.shutdown() };
}

const makeHandler = (upstream: Upstream, overrides: Partial<AiFunctionConfig> = {}) =>
  createHandler({
    upstreamBaseUrl: upstream.url,
    providerKey: 'sk-provider-secret',
    allowedModels: ['gpt-4o-mini'],
    allowedOrigins: [APP_ORIGIN],
    verifyJwt: hs256Verifier(SECRET),
    rateLimiter: createMemoryRateLimiter(),
    ...overrides,
  });

const URL_ = 'https://project.supabase.co/functions/v1/ai/chat/completions';
const goodBody = () => ({
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'hi' }],
  temperature: 0.7,
  max_tokens: 800,
  stream: true,
});

function post(
  handler: ReturnType<typeof createHandler>,
  {
    token,
    body = goodBody(),
    ip = '203.0.113.1',
  }: { token?: string; body?: unknown; ip?: string } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: APP_ORIGIN,
    'x-forwarded-for': ip,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return handler(
    new Request(URL_, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function expectJsonError(response: Response, status: number, code: string) {
  assertEquals(response.status, status, 'status');
  assertEquals(response.headers.get('content-type'), 'application/json');
  assertEquals(response.headers.get('access-control-allow-origin'), APP_ORIGIN, 'CORS on errors');
  const body = await response.json();
  assertEquals(body.error.code, code, 'error code');
  assert(typeof body.error.message === 'string' && body.error.message.length > 0, 'a message');
}

Deno.test('answers a CORS preflight for the app origin, allowing the SDK headers', async () => {
  const upstream = startUpstream();
  try {
    const response = await makeHandler(upstream)(
      new Request(URL_, {
        method: 'OPTIONS',
        headers: {
          origin: APP_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'authorization, apikey, content-type, x-stainless-retry-count, x-evil',
        },
      }),
    );
    assertEquals(response.status, 204);
    assertEquals(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    assert(
      allowed.includes('x-stainless-retry-count') && allowed.includes('authorization'),
      allowed,
    );
    assert(!allowed.includes('x-evil'), allowed);
    assert((response.headers.get('access-control-expose-headers') ?? '').includes('retry-after'));
  } finally {
    await upstream.close();
  }
});

Deno.test('does not name another origin in CORS', async () => {
  const upstream = startUpstream();
  try {
    const response = await makeHandler(upstream)(
      new Request(URL_, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }),
    );
    assertEquals(response.headers.get('access-control-allow-origin'), null);
  } finally {
    await upstream.close();
  }
});

Deno.test(
  '401 without a token, with a forged one, an expired one, or a role that may not use it',
  async () => {
    const upstream = startUpstream();
    try {
      const handler = makeHandler(upstream);
      await expectJsonError(await post(handler), 401, 'missing_token');
      await expectJsonError(await post(handler, { token: 'not-a-jwt' }), 401, 'invalid_token');
      const forged = await sign(
        { role: 'authenticated', sub: 'u1' },
        { secret: 'another-secret-another-secret-xxxx' },
      );
      await expectJsonError(await post(handler, { token: forged }), 401, 'invalid_token');
      const expired = await sign({ role: 'authenticated', sub: 'u1' }, { expiresIn: '-1m' });
      await expectJsonError(await post(handler, { token: expired }), 401, 'invalid_token');
      await expectJsonError(
        await post(handler, { token: await sign({ role: 'authenticated' }) }),
        401,
        'invalid_role',
      );
      assertEquals(upstream.received.length, 0, 'nothing reached the provider');
    } finally {
      await upstream.close();
    }
  },
);

Deno.test('400 for a body that is not JSON, a model not allowed, or no messages', async () => {
  const upstream = startUpstream();
  try {
    const handler = makeHandler(upstream);
    const token = await sign({ role: 'authenticated', sub: 'u1' });
    await expectJsonError(await post(handler, { token, body: '{"model":' }), 400, 'invalid_json');
    await expectJsonError(
      await post(handler, { token, body: { ...goodBody(), model: 'gpt-4.5-preview' } }),
      400,
      'model_not_allowed',
    );
    await expectJsonError(
      await post(handler, { token, body: { ...goodBody(), messages: [] } }),
      400,
      'invalid_request',
    );
    await expectJsonError(
      await post(handler, { token, body: { ...goodBody(), max_tokens: 'lots' } }),
      400,
      'invalid_request',
    );
    assertEquals(upstream.received.length, 0);
  } finally {
    await upstream.close();
  }
});

Deno.test('413 for a body over 32 KB', async () => {
  const upstream = startUpstream();
  try {
    const token = await sign({ role: 'authenticated', sub: 'u1' });
    const big = {
      ...goodBody(),
      messages: [{ role: 'user', content: 'x'.repeat(MAX_BODY_BYTES) }],
    };
    await expectJsonError(
      await post(makeHandler(upstream), { token, body: big }),
      413,
      'body_too_large',
    );
    assertEquals(upstream.received.length, 0);
  } finally {
    await upstream.close();
  }
});

Deno.test(
  `429 after ${RATE_LIMIT_PER_HOUR} requests an hour per user, and per address for visitors`,
  async () => {
    const upstream = startUpstream();
    try {
      const handler = makeHandler(upstream);
      const ada = await sign({ role: 'authenticated', sub: 'ada' });
      for (let i = 0; i < RATE_LIMIT_PER_HOUR; i++) {
        const response = await post(handler, { token: ada });
        assertEquals(response.status, 200);
        await response.body?.cancel();
      }
      const limited = await post(handler, { token: ada });
      assertEquals(limited.headers.get('x-should-retry'), 'false');
      assert(Number(limited.headers.get('retry-after')) > 0, 'retry-after in seconds');
      await expectJsonError(limited, 429, 'rate_limited');

      // Another user, and visitors from two addresses, each have their own hour.
      const bob = await post(handler, { token: await sign({ role: 'authenticated', sub: 'bob' }) });
      assertEquals(bob.status, 200);
      await bob.body?.cancel();
      const anon = await sign({ role: 'anon' });
      const visitors = makeHandler(upstream, { rateLimiter: createMemoryRateLimiter(1) });
      const first = await post(visitors, { token: anon, ip: '198.51.100.1' });
      await first.body?.cancel();
      await expectJsonError(
        await post(visitors, { token: anon, ip: '198.51.100.1' }),
        429,
        'rate_limited',
      );
      const other = await post(visitors, { token: anon, ip: '198.51.100.2' });
      assertEquals(other.status, 200);
      await other.body?.cancel();
    } finally {
      await upstream.close();
    }
  },
);

Deno.test(
  'streams a success from the provider, with the secret key and max_tokens capped',
  async () => {
    const upstream = startUpstream();
    try {
      const token = await sign({ role: 'anon' });
      const response = await post(makeHandler(upstream), {
        token,
        body: { ...goodBody(), max_tokens: 5000, tools: [{ type: 'web_search' }], n: 8 },
      });
      assertEquals(response.status, 200);
      assertEquals(response.headers.get('content-type'), 'text/event-stream');
      assertEquals(response.headers.get('access-control-allow-origin'), APP_ORIGIN);

      // The chunks arrive one by one, not as one buffered body.
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      const chunks: string[] = [];
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        chunks.push(value);
      }
      assert(chunks.length >= 3, `expected several chunks, got ${chunks.length}`);
      const content = chunks
        .join('')
        .split('\n\n')
        .filter((line) => line.startsWith('data: {'))
        .map((line) => JSON.parse(line.slice(6)).choices[0].delta.content)
        .join('');
      assertEquals(content, '{"problem":"Exams"}');

      const [sent] = upstream.received;
      assertEquals(sent?.authorization, 'Bearer sk-provider-secret');
      assertEquals(sent?.body.max_tokens, MAX_TOKENS_CAP);
      assertEquals(sent?.body.tools, undefined, 'tools are not forwarded');
      assertEquals(sent?.body.n, undefined, 'n is not forwarded');
      assertEquals(sent?.body.temperature, 0.7);
    } finally {
      await upstream.close();
    }
  },
);

Deno.test("passes the provider's own error through", async () => {
  const upstream = startUpstream(500);
  try {
    const response = await post(makeHandler(upstream), {
      token: await sign({ role: 'authenticated', sub: 'u1' }),
    });
    assertEquals(response.status, 500);
    assertEquals((await response.json()).error.message, 'upstream broke');
  } finally {
    await upstream.close();
  }
});
