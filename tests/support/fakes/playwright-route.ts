import type { Page, Request as PageRequest } from '@playwright/test';

/**
 * Serves a fake written against the Fetch API (`(request: Request) => Promise<Response>`) to a
 * Playwright page: each request matching `url` is handed to the fake and its answer fulfilled
 * whole (a stream is read to its end first). A `Response.error()` fails the request before any
 * answer, as a dropped connection does. A request the page gives up on aborts the fake's
 * `request.signal`, so an answer that never comes ends with it.
 *
 * It pauses only the fake's own requests, through the DevTools protocol's Fetch domain with the
 * fake's address as its pattern, not through `page.route`: in Chromium any `page.route` pauses
 * every request of the page in the test runner and turns the browser's cache off, so each page
 * load fetched and compiled the whole build again, PGlite's 9 MB of WebAssembly included
 * (docs/decisions/105-fakes-pause-only-their-own-requests.md). A story's own `page.route` (a
 * chunk that fails to load) still works beside it.
 */

/** The browser asks before each cross-origin call; these let every call the fakes answer through. */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
  // Without these the browser hides the retry hint from the AI SDK and the total of a count from
  // supabase-js.
  'access-control-expose-headers':
    'retry-after-ms, retry-after, content-range, x-supabase-api-version',
};

interface RouteOptions {
  /** How the browser reports a request the fake fails: Chromium's `net::ERR_…` reason. */
  abortAs: 'failed' | 'internetdisconnected';
}

/** The protocol's names for the two `net::ERR_…` reasons. */
const ERROR_REASON = { failed: 'Failed', internetdisconnected: 'InternetDisconnected' } as const;

/** What the protocol says of a paused request (Fetch.requestPaused), as far as it is read here. */
interface PausedRequest {
  requestId: string;
  request: {
    url: string;
    method: string;
    headers: Record<string, string>;
    postDataEntries?: { bytes?: string }[];
  };
}

/** A request the fake is answering, and what tells the page's own record of it apart. */
interface Answering {
  url: string;
  method: string;
  body: Buffer | null;
  controller: AbortController;
}

/** The glob the callers write (`**` for any path) as the protocol's pattern (`*` for anything). */
const protocolPattern = (glob: string) => glob.replace(/\*\*/g, '*');

const bodyOf = (request: PausedRequest['request']): Buffer | null =>
  request.postDataEntries?.length
    ? Buffer.concat(
        request.postDataEntries.map((entry) => Buffer.from(entry.bytes ?? '', 'base64')),
      )
    : null;

const headerList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

export async function routeToFake(
  page: Page,
  url: string,
  handle: (request: Request) => Promise<Response>,
  { abortAs }: RouteOptions,
): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const answering = new Set<Answering>();

  // The page gave up on a request (cancelled, or closed): the first unanswered one like it ends.
  page.on('requestfailed', (request: PageRequest) => {
    const body = request.postDataBuffer();
    for (const entry of answering) {
      const sameBody =
        entry.body === null ? body === null : body !== null && entry.body.equals(body);
      if (entry.url === request.url() && entry.method === request.method() && sameBody) {
        entry.controller.abort();
        return;
      }
    }
  });
  page.on('close', () => answering.forEach((entry) => entry.controller.abort()));

  session.on('Fetch.requestPaused', (event) => {
    void answer(event as PausedRequest).catch((error: unknown) => {
      // A page that closed, or a request the page already gave up on, takes no answer.
      if (
        !page.isClosed() &&
        !/Invalid InterceptionId|Target closed|Session closed/i.test(String(error))
      )
        throw error;
    });
  });

  async function answer({ requestId, request }: PausedRequest): Promise<void> {
    if (request.method === 'OPTIONS') {
      // The browser's own question before a cross-origin call: allowed, as the fakes answer all.
      const asked = Object.entries(request.headers).find(
        ([name]) => name.toLowerCase() === 'access-control-request-headers',
      )?.[1];
      await session.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 204,
        responseHeaders: headerList({
          ...CORS_HEADERS,
          ...(asked ? { 'access-control-allow-headers': asked } : {}),
        }),
        body: '',
      });
      return;
    }
    const entry: Answering = {
      url: request.url,
      method: request.method,
      body: bodyOf(request),
      controller: new AbortController(),
    };
    answering.add(entry);
    try {
      const response = await handle(
        new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: entry.body && new Uint8Array(entry.body),
          signal: entry.controller.signal,
        }),
      );
      if (response.type === 'error') {
        await session.send('Fetch.failRequest', { requestId, errorReason: ERROR_REASON[abortAs] });
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      await session.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: response.status,
        responseHeaders: headerList({ ...CORS_HEADERS, ...Object.fromEntries(response.headers) }),
        body: body.toString('base64'),
      });
    } catch (error) {
      // The page gave up on (or closed before) an answer the fake was holding back.
      if (entry.controller.signal.aborted) return;
      throw error;
    } finally {
      answering.delete(entry);
    }
  }

  await session.send('Fetch.enable', {
    patterns: [{ urlPattern: protocolPattern(url), requestStage: 'Request' }],
  });
}
