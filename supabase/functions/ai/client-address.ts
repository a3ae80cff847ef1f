/**
 * Who a visitor is, for the limits: the address in ONE header, named in configuration
 * (`AI_CLIENT_IP_HEADER`, default `cf-connecting-ip`), which the platform's edge proxy sets and
 * overwrites on every request — never `x-forwarded-for` or `x-real-ip` as the client sent them
 * (docs/decisions/032-limits-that-hold.md). An IPv6 client owns at least a /64 and can rotate
 * within it at will, so IPv6 addresses count per /64.
 */

/** The header the hosted platform sets: Cloudflare fronts every Supabase project. */
export const DEFAULT_CLIENT_IP_HEADER = 'cf-connecting-ip';

/** Every caller without a readable address shares this one bucket: they are limited together. */
export const UNKNOWN_ADDRESS = 'unknown';

function ipv4(text: string): string | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes.join('.') : null;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/%.*$/, '');
  let tail: number[] = [];
  // An embedded IPv4 (::ffff:192.0.2.1) is two groups.
  const dotted = address.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = ipv4(dotted[2]!);
    if (!v4) return null;
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    tail = [(a << 8) | b, (c << 8) | d];
    address = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string) => (half === '' ? [] : half.split(':'));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (![...head, ...rest].every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const known = head.length + rest.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = Array.from({ length: 8 - known }, () => 0);
  return [
    ...head.map((group) => parseInt(group, 16)),
    ...zeros,
    ...rest.map((group) => parseInt(group, 16)),
    ...tail,
  ];
}

/**
 * The bucket of one address: `v4:<address>` or `v6:<first 64 bits>::/64`; IPv4-mapped IPv6 counts
 * as the IPv4 it carries. Null when the text is no address.
 */
export function addressBucket(text: string): string | null {
  const trimmed = text.trim().replace(/^\[(.*)\]$/, '$1');
  const v4 = ipv4(trimmed);
  if (v4) return `v4:${v4}`;
  const groups = ipv6Groups(trimmed);
  if (!groups) return null;
  const [a, b, c, d, e, f, g, h] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `v4:${g! >> 8}.${g! & 255}.${h! >> 8}.${h! & 255}`;
  }
  return `v6:${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The caller's bucket from the configured header. A proxy that appends to a list puts its own
 * observation last, so only the last entry is read; anything else the client wrote is ignored.
 */
export function clientAddress(request: Request, header: string): string {
  const value = request.headers.get(header);
  if (!value) return UNKNOWN_ADDRESS;
  return addressBucket(value.split(',').at(-1) ?? '') ?? UNKNOWN_ADDRESS;
}
