import * as z from 'zod/mini';
import type { RecoveryLink } from '@/lib/backend/port';

const token = z.string().check(z.trim(), z.minLength(1), z.maxLength(8192));

/**
 * What a reset-password link carries (docs/product.md §7.4): a PKCE `code` in the query, or an
 * access and a refresh token in the query or in the hash (older links, implicit flow). Null when
 * neither is there — including links the auth server rewrote into `#error=…` because they had
 * expired.
 */
export function parseRecoveryLink(search: string, hash: string): RecoveryLink | null {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const param = (name: string) => query.get(name) ?? fragment.get(name);

  const code = token.safeParse(query.get('code'));
  if (code.success) return { kind: 'code', code: code.data };

  const accessToken = token.safeParse(param('access_token'));
  const refreshToken = token.safeParse(param('refresh_token'));
  if (accessToken.success && refreshToken.success) {
    return { kind: 'tokens', accessToken: accessToken.data, refreshToken: refreshToken.data };
  }
  return null;
}
