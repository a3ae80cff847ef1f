import type { AuthUser } from '@/domain/model';

/** The part of the e-mail before the @. */
export const emailPrefix = (email: string): string => email.split('@')[0] ?? email;

/** docs/product.md §8.3: the full name, or else the e-mail prefix. */
export const displayName = (user: AuthUser): string =>
  user.user_metadata.full_name?.trim() || emailPrefix(user.email);

/** docs/product.md §8.3: the first two letters of the e-mail prefix. */
export const initials = (user: AuthUser): string =>
  emailPrefix(user.email).slice(0, 2).toUpperCase();

/** docs/product.md §8.3: the first 8 characters of the id. */
export const shortId = (id: string): string => id.slice(0, 8);

/** docs/product.md §8.3: the provider defaults to e-mail. */
export const providerOf = (user: AuthUser): string => user.app_metadata.provider || 'email';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A stored timestamp, or 'N/A' when there is none (docs/product.md §8.3). */
export function formatAccountDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

/** Milliseconds as a person reads them: "42 ms", "1.3 s". */
export const formatDuration = (ms: number): string =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
