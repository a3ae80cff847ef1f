import type { IdeaStatus } from '@/domain/vocabulary';
import { IDEA_STATUS_LABELS } from '@/domain/vocabulary';

/** The list's status filter: one status, or every idea. */
export type StatusFilter = IdeaStatus | 'all';

export function describeFilters(search: string, status: StatusFilter): string {
  const parts = [];
  if (status !== 'all') parts.push(`status ${IDEA_STATUS_LABELS[status]}`);
  if (search) parts.push(`“${search}”`);
  return parts.join(' and ');
}

/** The line above the cards: what is shown, or what is being looked for while it loads. */
export function listStatus({
  search,
  status,
  count,
  searching,
  more,
}: {
  search: string;
  status: StatusFilter;
  count: number;
  searching: boolean;
  more: boolean;
}): string {
  const filters = describeFilters(search, status);
  if (searching) return `Searching for ${filters || 'all ideas'}...`;
  // Parked ideas are never counted (docs/product.md §8.4): set aside is not a score.
  if (status === 'parked') return search ? `Parked ideas for “${search}”` : 'Your parked ideas';
  const shown = `Showing ${count} ${count === 1 ? 'idea' : 'ideas'}`;
  return `${filters ? `${shown} for ${filters}` : shown}${more ? ' so far' : ''}`;
}
