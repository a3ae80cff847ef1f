/**
 * The CORS headers of every Edge Function: the app's origins (or `*`), POST and its preflight, and
 * the headers supabase-js and the openai SDK send. A function that serves the SDK (the `ai`
 * function) also echoes the SDK's own request headers it is asked about, if they are of a known
 * kind, and exposes the headers the SDK reads to decide on retries.
 *
 * Shared by relative import (`../_shared/cors.ts`): `supabase functions deploy` bundles a
 * function's whole import graph, `_shared` included, and the folder has no `deno.json`, so it is
 * no function of its own.
 */

export interface CorsOptions {
  /** Origins allowed; `*` allows any. */
  allowedOrigins: readonly string[];
  /** Further request headers a preflight may ask for (matched by name). */
  extraRequestHeaders?: RegExp;
  /** Response headers the page's script may read. */
  exposedHeaders?: readonly string[];
}

const BASE_REQUEST_HEADERS = ['authorization', 'apikey', 'content-type', 'x-client-info'];

export function corsHeaders(request: Request, options: CorsOptions): Headers {
  const headers = new Headers();
  const origin = request.headers.get('origin');
  if (options.allowedOrigins.includes('*')) headers.set('access-control-allow-origin', '*');
  else if (origin && options.allowedOrigins.includes(origin))
    headers.set('access-control-allow-origin', origin);
  headers.set('vary', 'Origin');
  headers.set('access-control-allow-methods', 'POST, OPTIONS');
  const extra = options.extraRequestHeaders;
  const asked = extra
    ? (request.headers.get('access-control-request-headers') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter((name) => extra.test(name))
    : [];
  headers.set(
    'access-control-allow-headers',
    [...new Set([...BASE_REQUEST_HEADERS, ...asked])].join(', '),
  );
  if (options.exposedHeaders?.length)
    headers.set('access-control-expose-headers', options.exposedHeaders.join(', '));
  headers.set('access-control-max-age', '86400');
  return headers;
}
