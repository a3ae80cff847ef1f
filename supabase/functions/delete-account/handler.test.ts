import { SignJWT } from 'jose';
import {
  ATTEMPTS_PER_ACCOUNT_PER_HOUR,
  ATTEMPTS_PER_ADDRESS_PER_HOUR,
  createHandler,
  goTrueAccounts,
  hs256Verifier,
  MAX_BODY_BYTES,
  messages,
  RECENT_SIGN_IN_SECONDS,
  restAttemptLimiter,
} from './handler.ts';

/**
 * 'Delete my account' as the function answers it: only a signed-in person's own token, only with
 * their current password (or, without one, a recent sign-in), and the user deleted through the
 * auth server's admin API — faked on 127.0.0.1, the network edge. (Plain asserts: jsr is out of
 * reach here.)
 */

function assertEquals<T>(actual: T, expected: T, message = '') {
  const [a, b] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== b) throw new Error(`${message} expected ${b}, got ${a}`);
}

const SECRET = 'test-jwt-secret-with-at-least-32-characters';
const USER_ID = '5f1d7c1e-6a0b-4c55-9a7e-2f1c3b4d5e6f';
const PASSWORD = 'analytical-engine';
const NOW = 1_800_000_000;

const sign = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(SECRET));

const personToken = (extra: Record<string, unknown> = {}) =>
  sign({
    sub: USER_ID,
    role: 'authenticated',
    email: 'ada@example.com',
    app_metadata: { provider: 'email' },
    ...extra,
  });

interface FakeGoTrue {
  url: string;
  calls: { method: string; path: string; apikey: string | null; body: unknown }[];
  close(): Promise<void>;
}

interface FakeOptions {
  /** What the password grant answers for any password: a status, or PASSWORD's check. */
  tokenStatus?: number;
  /** What the REST API answers to rate_limit_take: its status, or the limiter itself. */
  limiterStatus?: number;
}

/**
 * A fake project: the password grant accepts PASSWORD; the admin delete answers `deleteStatus`;
 * the REST API's rate_limit_take counts hits per bucket as the SQL function does (all buckets
 * or none), within one test's hour.
 */
function startGoTrue(deleteStatus = 200, options: FakeOptions = {}): FakeGoTrue {
  const calls: FakeGoTrue['calls'] = [];
  const hits = new Map<string, number>();
  const server = Deno.serve(
    { hostname: '127.0.0.1', port: 0, onListen: () => undefined },
    async (request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const body = text ? JSON.parse(text) : null;
      calls.push({
        method: request.method,
        path: url.pathname + url.search,
        apikey: request.headers.get('apikey'),
        body,
      });
      if (url.pathname === '/rest/v1/rpc/rate_limit_take') {
        if (options.limiterStatus) return Response.json({}, { status: options.limiterStatus });
        const { p_scope, p_buckets, p_limits } = body as {
          p_scope: string;
          p_buckets: string[];
          p_limits: number[];
        };
        const keys = p_buckets.map((bucket) => `${p_scope}/${bucket}`);
        const refused = keys.findIndex((key, i) => (hits.get(key) ?? 0) >= p_limits[i]!);
        if (refused >= 0)
          return Response.json({
            allowed: false,
            retry_after_seconds: 3600,
            refused_bucket: p_buckets[refused],
          });
        for (const key of keys) hits.set(key, (hits.get(key) ?? 0) + 1);
        return Response.json({ allowed: true, retry_after_seconds: 0, refused_bucket: null });
      }
      if (url.pathname === '/auth/v1/token') {
        if (options.tokenStatus) return Response.json({}, { status: options.tokenStatus });
        return body?.password === PASSWORD
          ? Response.json({ access_token: 'a', refresh_token: 'r' })
          : Response.json(
              { code: 'invalid_credentials', msg: 'Invalid login credentials' },
              { status: 400 },
            );
      }
      if (url.pathname.startsWith('/auth/v1/admin/users/') && request.method === 'DELETE') {
        return Response.json({}, { status: deleteStatus });
      }
      return Response.json({ msg: 'not found' }, { status: 404 });
    },
  );
  const { port } = server.addr as Deno.NetAddr;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => server.shutdown() };
}

const makeHandler = (goTrue: FakeGoTrue) =>
  createHandler({
    allowedOrigins: ['https://clarity.example'],
    verifyJwt: hs256Verifier(SECRET),
    accounts: goTrueAccounts(goTrue.url, 'anon-key', 'service-role-key'),
    attempts: restAttemptLimiter(goTrue.url, 'service-role-key'),
    now: () => NOW,
  });

const post = (
  handler: ReturnType<typeof createHandler>,
  {
    token,
    body,
    address = '203.0.113.7',
  }: { token?: string; body?: unknown; address?: string } = {},
) =>
  handler(
    new Request('https://project.supabase.co/functions/v1/delete-account', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://clarity.example',
        'cf-connecting-ip': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

async function expectError(response: Response, status: number, code: string, message?: string) {
  assertEquals(response.status, status, 'status');
  const json = await response.json();
  assertEquals(json.error.code, code, 'code');
  if (message) assertEquals(json.error.message, message, 'message');
}

const deletes = (goTrue: FakeGoTrue) => goTrue.calls.filter((call) => call.method === 'DELETE');
const passwordChecks = (goTrue: FakeGoTrue) =>
  goTrue.calls.filter((call) => call.path.startsWith('/auth/v1/token'));

Deno.test('deletes the caller’s own account after their current password', async () => {
  const goTrue = startGoTrue();
  try {
    const response = await post(makeHandler(goTrue), {
      token: await personToken(),
      body: { password: PASSWORD },
    });
    assertEquals(response.status, 204);
    assertEquals(response.headers.get('access-control-allow-origin'), 'https://clarity.example');
    assertEquals(passwordChecks(goTrue)[0]?.body, { email: 'ada@example.com', password: PASSWORD });
    assertEquals(passwordChecks(goTrue)[0]?.apikey, 'anon-key');
    assertEquals(
      deletes(goTrue).map((call) => [call.path, call.apikey]),
      [[`/auth/v1/admin/users/${USER_ID}`, 'service-role-key']],
    );
  } finally {
    await goTrue.close();
  }
});

Deno.test(
  'a session alone is not enough: a wrong or missing password deletes nothing',
  async () => {
    const goTrue = startGoTrue();
    try {
      const handler = makeHandler(goTrue);
      const token = await personToken();
      await expectError(
        await post(handler, { token, body: { password: 'a-guess' } }),
        403,
        'wrong_password',
        messages.wrongPassword,
      );
      await expectError(await post(handler, { token, body: {} }), 403, 'wrong_password');
      assertEquals(deletes(goTrue).length, 0);
    } finally {
      await goTrue.close();
    }
  },
);

Deno.test('no token, a forged token or the anon key deletes nothing', async () => {
  const goTrue = startGoTrue();
  try {
    const handler = makeHandler(goTrue);
    await expectError(await post(handler, { body: { password: PASSWORD } }), 401, 'missing_token');
    const forged = await new SignJWT({ sub: USER_ID, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-with-at-least-32-chars'));
    await expectError(
      await post(handler, { token: forged, body: { password: PASSWORD } }),
      401,
      'invalid_token',
    );
    const anon = await sign({ role: 'anon' });
    await expectError(
      await post(handler, { token: anon, body: { password: PASSWORD } }),
      401,
      'invalid_token',
    );
    assertEquals(goTrue.calls.length, 0);
  } finally {
    await goTrue.close();
  }
});

Deno.test('refuses any body but { password }', async () => {
  const goTrue = startGoTrue();
  try {
    const handler = makeHandler(goTrue);
    const token = await personToken();
    for (const body of [
      'not json',
      [PASSWORD],
      { password: PASSWORD, user_id: 'someone-else' },
      { password: 42 },
      { password: 'x'.repeat(2000) },
    ]) {
      await expectError(await post(handler, { token, body }), 400, 'invalid_body');
    }
    assertEquals(goTrue.calls.length, 0);
  } finally {
    await goTrue.close();
  }
});

Deno.test('an account without a password needs a recent sign-in instead', async () => {
  const goTrue = startGoTrue();
  try {
    const handler = makeHandler(goTrue);
    const google = (signedInAt: number) =>
      personToken({
        app_metadata: { provider: 'google' },
        amr: [{ method: 'oauth', timestamp: signedInAt }],
      });
    await expectError(
      await post(handler, { token: await google(NOW - RECENT_SIGN_IN_SECONDS - 60) }),
      401,
      'reauthentication_needed',
      messages.signInAgain,
    );
    assertEquals(deletes(goTrue).length, 0);
    const response = await post(handler, { token: await google(NOW - 600) });
    assertEquals(response.status, 204);
    assertEquals(deletes(goTrue).length, 1);
  } finally {
    await goTrue.close();
  }
});

Deno.test('says so when the auth server will not delete, without its words', async () => {
  const goTrue = startGoTrue(500);
  try {
    await expectError(
      await post(makeHandler(goTrue), { token: await personToken(), body: { password: PASSWORD } }),
      502,
      'delete_failed',
      messages.failed,
    );
  } finally {
    await goTrue.close();
  }
});

Deno.test('answers a CORS preflight and nothing but POST', async () => {
  const goTrue = startGoTrue();
  try {
    const handler = makeHandler(goTrue);
    const preflight = await handler(
      new Request('https://project.supabase.co/functions/v1/delete-account', {
        method: 'OPTIONS',
        headers: { origin: 'https://clarity.example' },
      }),
    );
    assertEquals(preflight.status, 204);
    assertEquals(preflight.headers.get('access-control-allow-origin'), 'https://clarity.example');
    const get = await handler(
      new Request('https://project.supabase.co/functions/v1/delete-account'),
    );
    assertEquals(get.status, 405);
  } finally {
    await goTrue.close();
  }
});

Deno.test('forwards 5 password attempts an hour per account, then answers 429', async () => {
  const goTrue = startGoTrue();
  try {
    const handler = makeHandler(goTrue);
    const token = await personToken();
    for (let i = 0; i < 100; i++) {
      const response = await post(handler, { token, body: { password: `guess-${i}` } });
      if (i < ATTEMPTS_PER_ACCOUNT_PER_HOUR) {
        await expectError(response, 403, 'wrong_password');
      } else {
        assertEquals(
          response.headers.get('access-control-allow-origin'),
          'https://clarity.example',
        );
        assertEquals(response.headers.get('retry-after'), '3600');
        await expectError(response, 429, 'too_many_attempts', messages.tooManyAttempts);
      }
    }
    assertEquals(passwordChecks(goTrue).length, ATTEMPTS_PER_ACCOUNT_PER_HOUR);
    // Even the right password waits for the hour: a guesser learns nothing from the answer.
    await expectError(
      await post(handler, { token, body: { password: PASSWORD } }),
      429,
      'too_many_attempts',
    );
    assertEquals(deletes(goTrue).length, 0);
  } finally {
    await goTrue.close();
  }
});

Deno.test('forwards 20 password attempts an hour per address, whatever the accounts', async () => {
  const goTrue = startGoTrue();
  try {
    const handler = makeHandler(goTrue);
    let forwarded = 0;
    for (let account = 0; account < 10; account++) {
      const token = await personToken({ sub: crypto.randomUUID() });
      for (let i = 0; i < 3; i++) {
        const response = await post(handler, { token, body: { password: 'wrong' } });
        if (response.status === 403) forwarded++;
        else await expectError(response, 429, 'too_many_attempts');
      }
    }
    assertEquals(forwarded, ATTEMPTS_PER_ADDRESS_PER_HOUR);
    assertEquals(passwordChecks(goTrue).length, ATTEMPTS_PER_ADDRESS_PER_HOUR);
    // Another address still gets its own tries.
    const other = await post(handler, {
      token: await personToken({ sub: crypto.randomUUID() }),
      body: { password: 'wrong' },
      address: '198.51.100.1',
    });
    await expectError(other, 403, 'wrong_password');
  } finally {
    await goTrue.close();
  }
});

Deno.test('checks no password while the limiter is down, and says so with CORS', async () => {
  const goTrue = startGoTrue(200, { limiterStatus: 500 });
  try {
    const response = await post(makeHandler(goTrue), {
      token: await personToken(),
      body: { password: PASSWORD },
    });
    assertEquals(response.headers.get('access-control-allow-origin'), 'https://clarity.example');
    await expectError(response, 503, 'limiter_unavailable');
    assertEquals(passwordChecks(goTrue).length, 0);
    assertEquals(deletes(goTrue).length, 0);
  } finally {
    await goTrue.close();
  }
});

Deno.test('answers with CORS headers when the password check itself fails', async () => {
  const goTrue = startGoTrue(200, { tokenStatus: 500 });
  try {
    const response = await post(makeHandler(goTrue), {
      token: await personToken(),
      body: { password: PASSWORD },
    });
    assertEquals(response.headers.get('access-control-allow-origin'), 'https://clarity.example');
    await expectError(response, 502, 'password_check_failed', messages.failed);
    assertEquals(deletes(goTrue).length, 0);
  } finally {
    await goTrue.close();
  }
});

Deno.test('refuses a body over 4 KB by its length, or after reading 4 KB of it', async () => {
  const goTrue = startGoTrue();
  try {
    const handler = makeHandler(goTrue);
    const token = await personToken();
    const request = (body: BodyInit, headers: Record<string, string> = {}) =>
      new Request('https://project.supabase.co/functions/v1/delete-account', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          origin: 'https://clarity.example',
          ...headers,
        },
        body,
      });

    // A declared 20 MB: refused before a byte is read.
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1024;
          controller.enqueue(new Uint8Array(1024).fill(32));
          if (pulled >= 20 * 1024 * 1024) controller.close();
        },
      });
    const declared = await handler(
      request(endless(), { 'content-length': String(20 * 1024 * 1024) }),
    );
    assertEquals(declared.headers.get('access-control-allow-origin'), 'https://clarity.example');
    await expectError(declared, 413, 'body_too_large');
    assertEquals(pulled <= 2 * 1024, true, `read ${pulled} bytes of a declared 20 MB`);

    // No length declared: reading stops just past the limit.
    pulled = 0;
    await expectError(await handler(request(endless())), 413, 'body_too_large');
    assertEquals(pulled <= MAX_BODY_BYTES + 3 * 1024, true, `read ${pulled} bytes of 20 MB`);
    assertEquals(goTrue.calls.length, 0);
  } finally {
    await goTrue.close();
  }
});
