import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
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
  /** Placed on the same row as 'Filter' (the route's 'Which idea first?'). */
  tools?: ReactNode;
}

/**
 * docs/product.md §8.1: one 'Filter' row that opens the search and the status filter, so a phone
 * shows the first idea on its first screen. While a filter is in use the row says how many
 * ('Filter · 2'), open or folded. Search runs on Enter or the Search button; the status at once.
 */
export function IdeasToolbar({
  search,
  status,
  onSearch,
  onStatusChange,
  tools,
}: IdeasToolbarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inUse = (search ? 1 : 0) + (status !== 'all' ? 1 : 0);

  return (
    <div className="flex flex-col gap-4">
      {/* 'Filter' last on its row, so that Tab goes from it straight into what it opens. */}
      <div className="flex flex-wrap items-center gap-3">
        {tools}
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={cn('ml-auto', inUse > 0 && 'border-brand-700 text-brand-800')}
        >
          <span aria-hidden="true">{inUse > 0 ? `Filter · ${inUse}` : 'Filter'}</span>
          <span className="sr-only">{inUse > 0 ? `Filter, ${inUse} in use` : 'Filter'}</span>
          <Icon
            name="chevron-down"
            strokeWidth={2.5}
            className={cn('transition-transform', open && 'rotate-180')}
          />
        </Button>
      </div>

      <div id={panelId} hidden={!open} className="flex flex-col gap-4">
        {/* A new search from elsewhere ('Show all ideas') starts the box again from it. */}
        <SearchForm key={search} search={search} onSearch={onSearch} />
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
    </div>
  );
}

function SearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
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
  );
}
