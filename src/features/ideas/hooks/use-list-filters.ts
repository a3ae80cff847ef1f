import { useSearchParams } from 'react-router-dom';
import { IDEA_STATUSES, type IdeaStatus } from '@/domain/vocabulary';
import type { IdeaListFilters } from '@/lib/api/ideas/keys';
import type { StatusFilter } from '@/features/ideas/model/list-status';

const isIdeaStatus = (value: string | null): value is IdeaStatus =>
  IDEA_STATUSES.includes(value as IdeaStatus);

/**
 * The search and the filter live in the URL (`?q=…&status=…`), so Back from an idea's journey
 * returns to the same list, and a filtered list can be bookmarked.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const rawStatus = params.get('status');
  const status: StatusFilter = isIdeaStatus(rawStatus) ? rawStatus : 'all';

  const update = (next: { search?: string; status?: StatusFilter }) => {
    const merged = { search, status, ...next };
    const nextParams = new URLSearchParams();
    if (merged.search) nextParams.set('q', merged.search);
    if (merged.status !== 'all') nextParams.set('status', merged.status);
    setParams(nextParams, { replace: true });
  };

  const filters: IdeaListFilters = {
    ...(search ? { search } : {}),
    ...(status !== 'all' ? { status } : {}),
  };
  return { search, status, filters, update };
}
