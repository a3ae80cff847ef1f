/**
 * Whether the page's Content-Security-Policy lets it connect to an address
 * (docs/decisions/051-connect-src-for-a-persons-own-ai.md). A blocked request fails in the browser
 * like an unreachable server, so the policy is read from the page's <meta> first and the person is
 * told the real reason. A page without a policy (the development server) allows everything.
 */

function connectSources(doc: Document): string[] | null {
  const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
  const policy = meta?.getAttribute('content');
  if (!policy) return null;
  const directives = policy.split(';').map((part) => part.trim().split(/\s+/));
  const find = (name: string) => directives.find(([directive]) => directive === name)?.slice(1);
  return find('connect-src') ?? find('default-src') ?? null;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';

function matches(source: string, url: URL, self: URL): boolean {
  if (source === "'self'") return url.origin === self.origin;
  if (source === '*') return url.protocol === 'http:' || url.protocol === 'https:';
  if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/:]+)(?::(\d+|\*))?(\/.*)?$/i.exec(source);
  if (!match) return false;
  const [, scheme, host, port, path] = match;
  if (scheme ? url.protocol !== `${scheme.toLowerCase()}:` : url.protocol !== self.protocol)
    return false;
  const hostname = host!.toLowerCase();
  if (hostname.startsWith('*.')) {
    if (!url.hostname.endsWith(hostname.slice(1))) return false;
  } else if (url.hostname !== hostname) return false;
  if (port !== '*' && (port ?? DEFAULT_PORTS[url.protocol]) !== portOf(url)) return false;
  if (!path) return true;
  return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
}

/** False when this page's policy would block a request to `address`. */
export function pageMayConnectTo(address: string, doc: Document = document): boolean {
  const sources = connectSources(doc);
  if (!sources) return true;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const self = new URL(doc.location?.href ?? 'http://localhost/');
  return sources.some((source) => matches(source, url, self));
}
