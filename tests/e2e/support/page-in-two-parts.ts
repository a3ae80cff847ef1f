import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Headers that describe the upstream's bytes, not the ones sent on (fetch has unpacked them). */
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
]);

/**
 * A server in front of `upstream` (the preview) that sends every HTML page in two parts, the
 * second `pauseMs` after the first, as a slow or busy connection delivers a page. The cut falls
 * right after the first icon in the page's body (the brand's mark beside its word, an icon in the
 * landing page's header), in the middle of a line that is laid out around its whole content.
 * Everything else, and a page with no icon, passes through whole; `cut` lists the pages that were
 * not. Close it when the story ends.
 */
export async function servePagesInTwoParts(upstream: string, pauseMs = 400) {
  /** The paths of the pages sent in two parts, in order. */
  const cut: string[] = [];
  const relay = async (request: IncomingMessage, response: ServerResponse) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(
      answer.status,
      Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name))),
    );
    const icon = (answer.headers.get('content-type') ?? '').includes('text/html')
      ? body.indexOf('</svg>', body.indexOf('<body'))
      : -1;
    if (icon < 0) {
      response.end(body);
      return;
    }
    cut.push(new URL(request.url ?? '/', upstream).pathname);
    const end = icon + '</svg>'.length;
    response.write(body.subarray(0, end));
    setTimeout(() => response.end(body.subarray(end)), pauseMs);
  };
  const server = createServer((request, response) => {
    relay(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    cut,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
