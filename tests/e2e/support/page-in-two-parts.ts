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
 * Everything else passes through unchanged. Close it when the story ends.
 */
export async function servePagesInTwoParts(upstream: string, pauseMs = 400) {
  const relay = async (request: IncomingMessage, response: ServerResponse) => {
    const answer = await fetch(new URL(request.url ?? '/', upstream), {
      headers: { accept: request.headers.accept ?? '*/*' },
    });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(
      answer.status,
      Object.fromEntries([...answer.headers].filter(([name]) => !HOP_HEADERS.has(name))),
    );
    const cut = (answer.headers.get('content-type') ?? '').includes('text/html')
      ? body.indexOf('</svg>', body.indexOf('<body')) + '</svg>'.length
      : -1;
    if (cut <= 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, cut));
    setTimeout(() => response.end(body.subarray(cut)), pauseMs);
  };
  const server = createServer((request, response) => {
    relay(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
