import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { IDEA_STATUSES } from '@/domain/vocabulary';
import { IDEA_STATUS_LABELS } from '@/domain/vocabulary';
import type { StatusFilter } from '@/features/ideas/model/list-status';
import { cn } from '@/lib/cn';

const FILTERS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...IDEA_STATUSES.map((status) => ({ value: status, label: IDEA_STATUS_LABELS[status] })),
];

interface IdeasToolbarProps {
  search: string;
  status: StatusFilter;
  onSearch: (search: string) => void;
  onStatusChange: (status: StatusFilter) => void;
}

/** docs/product.md §8.1: search runs on Enter or the Search button; the status filter at once. */
export function IdeasToolbar({ search, status, onSearch, onStatusChange }: IdeasToolbarProps) {
  const [draft, setDraft] = useState(search);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  const clear = () => {
    setDraft('');
    onSearch('');
  };

  return (
    <div className="flex flex-col gap-4">
      <form role="search" aria-label="Search ideas" onSubmit={submit} className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <label htmlFor="idea-search" className="sr-only">
            Search your ideas
          </label>
          <Input
            id="idea-search"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Search your ideas..."
            enterKeyHint="search"
            autoComplete="off"
          />
        </div>
        <Button type="submit">Search</Button>
        {search ? (
          <Button variant="ghost" onClick={clear}>
            Clear
          </Button>
        ) : null}
      </form>

      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const active = filter.value === status;
          return (
            <button
              key={filter.value}
              type="button"
              aria-pressed={active}
              onClick={() => onStatusChange(filter.value)}
              className={cn(
                'min-h-target rounded-pill border px-4 text-sm font-semibold transition-colors',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-surface text-ink-muted hover:border-brand-300 hover:text-ink',
              )}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
