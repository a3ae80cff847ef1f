import * as z from 'zod/mini';
import type { RecoveryLink } from '@/domain/model';

const token = z.string().check(z.trim(), z.minLength(1), z.maxLength(8192));

/**
 * What a reset-password link carries (docs/product.md §7.4): a PKCE `code` in the query. Null for
 * anything else — links the auth server rewrote into `#error=…` because they had expired, and
 * links bearing an access and a refresh token: anyone can craft one from their own account's
 * tokens, and opening it would sign the person who follows it into that account
 * (docs/decisions/036-reset-links-carry-a-code.md).
 */
export function parseRecoveryLink(search: string): RecoveryLink | null {
  const code = token.safeParse(new URLSearchParams(search).get('code'));
  return code.success ? { code: code.data } : null;
}
