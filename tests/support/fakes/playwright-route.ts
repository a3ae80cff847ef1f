import type { Page, Request as PageRequest } from '@playwright/test';

/**
 * Serves a fake written against the Fetch API (`(request: Request) => Promise<Response>`) to a
 * Playwright page: each request matching `url` is handed to the fake and its answer fulfilled
 * whole (a stream is read to its end first). A `Response.error()` fails the request before any
 * answer, as a dropped connection does. A request the page gives up on aborts the fake's
 * `request.signal`, so an answer that never comes ends with it.
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

export async function routeToFake(
  page: Page,
  url: string,
  handle: (request: Request) => Promise<Response>,
  { abortAs }: RouteOptions,
): Promise<void> {
  const pending = new Map<PageRequest, AbortController>();
  page.on('requestfailed', (request) => pending.get(request)?.abort());
  page.on('close', () => pending.forEach((controller) => controller.abort()));

  await page.route(url, async (route) => {
    const pageRequest = route.request();
    const method = pageRequest.method();
    const postData = method === 'GET' || method === 'HEAD' ? null : pageRequest.postDataBuffer();
    const controller = new AbortController();
    pending.set(pageRequest, controller);
    try {
      const response = await handle(
        new Request(pageRequest.url(), {
          method,
          headers: pageRequest.headers(),
          body: postData && new Uint8Array(postData),
          signal: controller.signal,
        }),
      );
      if (response.type === 'error') {
        await route.abort(abortAs);
        return;
      }
      const body = Buffer.from(await response.arrayBuffer());
      await route.fulfill({
        status: response.status,
        headers: { ...CORS_HEADERS, ...Object.fromEntries(response.headers) },
        ...(body.length > 0 ? { body } : {}),
      });
    } catch (error) {
      // The page gave up on (or closed before) an answer the fake was holding back.
      if (controller.signal.aborted) return;
      throw error;
    } finally {
      pending.delete(pageRequest);
    }
  });
}
