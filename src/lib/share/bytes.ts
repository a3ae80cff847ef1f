/**
 * The plan's bytes in a link: squeezed with the browser's own `CompressionStream` (deflate, no
 * library to load) and written in base64url, the alphabet a URL fragment carries untouched.
 */

const FORMAT = 'deflate-raw';

/** Whether this browser can squeeze and unpack a plan (every current browser can). */
export const canCompress = (): boolean =>
  typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/** Thrown when unpacking would pass the limit it was given. */
export class TooLargeError extends Error {}

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

async function collect(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLargeError(`more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const joined = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.byteLength;
  }
  return joined;
}

export const compress = (bytes: Uint8Array): Promise<Uint8Array> =>
  collect(
    streamOf(bytes).pipeThrough(new CompressionStream(FORMAT) as ReadableWritablePair<Uint8Array>),
    Number.POSITIVE_INFINITY,
  );

/** Unpacks; rejects on bytes that are not a whole deflate stream, or that unpack past `maxBytes`. */
export const decompress = (bytes: Uint8Array, maxBytes: number): Promise<Uint8Array> =>
  collect(
    streamOf(bytes).pipeThrough(
      new DecompressionStream(FORMAT) as ReadableWritablePair<Uint8Array>,
    ),
    maxBytes,
  );

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // In slices: spreading a whole plan into one call could pass the engine's argument limit.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null for text that is not base64url. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padded = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  try {
    return Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  } catch {
    return null;
  }
}
