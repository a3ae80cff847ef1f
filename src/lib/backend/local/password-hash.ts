/**
 * Password hashing for local accounts: PBKDF2-HMAC-SHA256 through WebCrypto (no dependency, the
 * same code in browsers and Node), a random 16-byte salt per account, and a self-describing result
 *   pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>
 * so that a later, stronger iteration count still verifies the hashes stored before it.
 */

const ALGORITHM = 'pbkdf2-sha256';
/**
 * OWASP's 2023 figure for PBKDF2-HMAC-SHA256. Measured at about 0.2 s per hash in Node 20 on the
 * development machine: slow for someone guessing, unnoticeable for someone signing in.
 */
export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

const toBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(
  password: string,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations);
  return [ALGORITHM, String(iterations), toBase64(salt), toBase64(hash)].join('$');
}

/** Compares every byte whatever the first difference, so the time taken does not hint how close a guess was. */
const constantTimeEqual = (a: Uint8Array, b: Uint8Array): boolean => {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
};

/** True when `password` produces `stored`. A malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText, ...rest] = stored.split('$');
  const iterations = Number(iterationsText);
  if (
    algorithm !== ALGORITHM ||
    rest.length > 0 ||
    !Number.isSafeInteger(iterations) ||
    iterations < 1
  ) {
    return false;
  }
  if (!saltText || !hashText) return false;
  let salt: Uint8Array;
  let expected: Uint8Array;
  try {
    salt = fromBase64(saltText);
    expected = fromBase64(hashText);
  } catch {
    return false;
  }
  return constantTimeEqual(await derive(password, salt, iterations), expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time a real check takes. Used when no account has the e-mail, so that "no such
 * account" and "wrong password" take as long as each other and cannot be told apart.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password, never matches');
  await verifyPassword(password, await decoy);
}
