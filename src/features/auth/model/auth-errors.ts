import { BackendError } from '@/domain/errors';
import { authCopy } from './auth-copy';

/**
 * An auth error is shown as the backend words it; anything else (a bug, a lost connection the
 * adapter did not recognise) gets the generic sentence (docs/product.md §7.5).
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof BackendError && error.message.trim() !== '') return error.message;
  return authCopy.unexpected;
}
