import { DEFAULT_PAGE_SIZE_WITH_OFFSET } from '@/config/constants';

export interface PageWindow {
  /** Null: every row. */
  limit: number | null;
  offset: number;
}

const wholeNumber = (value: number | undefined, min: number): number | undefined =>
  value !== undefined && Number.isFinite(value) && value >= min ? Math.floor(value) : undefined;

/**
 * docs/product.md §9.6: a limit pages by itself; an offset without a limit pages by 10; neither
 * means all rows. Values that are not whole numbers in range are treated as not given.
 */
export function pageWindow(filters: { limit?: number; offset?: number } = {}): PageWindow {
  const limit = wholeNumber(filters.limit, 1);
  const offset = wholeNumber(filters.offset, 0);
  if (limit !== undefined) return { limit, offset: offset ?? 0 };
  if (offset !== undefined) return { limit: DEFAULT_PAGE_SIZE_WITH_OFFSET, offset };
  return { limit: null, offset: 0 };
}
