import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { IDEA_STATUSES, type IdeaStatus } from '@/config/constants';
import { paths } from '@/config/paths';
import { useIdeaListQuery } from '@/lib/api/ideas/idea-list-query';
import { useIdeaQuery } from '@/lib/api/ideas/idea-query';
import { usePortfolioQuery } from '@/lib/api/portfolio/portfolio-query';
import type { IdeaListFilters } from '@/lib/api/ideas/keys';
import { IDEA_STATUS_LABELS } from '@/features/ideas/model/idea-display';
import type { Idea } from '@/lib/domain';
import { IdeaCard } from './idea-card';
import { IdeaDetailsDialog } from './idea-details-dialog';
import { IdeasToolbar, type StatusFilter } from './ideas-toolbar';
import { WorkspaceHeader } from './workspace-header';
import { Icon } from '@/components/ui/icon';

const isIdeaStatus = (value: string | null): value is IdeaStatus =>
  IDEA_STATUSES.includes(value as IdeaStatus);

/**
 * The search and the filter live in the URL (`?q=…&status=…`), so Back from an idea's journey
 * returns to the same list, and a filtered list can be bookmarked.
 */
function useListFilters() {
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

const NewIdeaLink = ({ size = 'md' }: { size?: 'md' | 'lg' }) => (
  <Link to={paths.home} className={buttonVariants({ size })}>
    <Icon name="plus" strokeWidth={2.5} />
    New Idea
  </Link>
);

function describeFilters(search: string, status: StatusFilter): string {
  const parts = [];
  if (status !== 'all') parts.push(`status ${IDEA_STATUS_LABELS[status]}`);
  if (search) parts.push(`“${search}”`);
  return parts.join(' and ');
}

/** The line above the cards: what is shown, or what is being looked for while it loads. */
function listStatus({
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

/**
 * 'Current focus' (docs/product.md §8.4): the idea chosen with 'Make this my focus', pinned above
 * the list while it is neither parked nor deleted.
 */
function CurrentFocus({ onView }: { onView: (idea: Idea) => void }) {
  const portfolio = usePortfolioQuery();
  const focusId = portfolio.data?.focusIdeaId ?? null;
  const focus = useIdeaQuery(focusId ?? '', focusId !== null);
  const idea = focusId ? focus.data : null;
  if (!idea || idea.status === 'parked') return null;
  return (
    <section aria-labelledby="current-focus" className="flex flex-col gap-3">
      <h2 id="current-focus" className="text-ink text-lg font-semibold">
        Current focus
      </h2>
      <div className="md:max-w-md">
        <IdeaCard idea={idea} onView={onView} />
      </div>
    </section>
  );
}

interface IdeasScreenProps {
  /** What the route places above the list: the shelf and 'Which idea first?' (another feature). */
  aside?: ReactNode;
}

/** My Ideas (docs/product.md §8.1): search, filter, and each idea with View, Journey and Delete. */
export function IdeasScreen({ aside }: IdeasScreenProps = {}) {
  const { search, status, filters, update } = useListFilters();
  const ideas = useIdeaListQuery(filters);
  const [viewing, setViewing] = useState<Idea | null>(null);
  const filtered = Boolean(search) || status !== 'all';
  const list = ideas.data?.pages.flat() ?? [];
  // While a new search or filter loads, the previous results stay on screen (keepPreviousData).
  // They must not be described with the terms just typed: an empty previous list would read
  // "Nothing matches “…”" (or "No ideas yet") for a search that has not answered yet.
  const searching = ideas.isPlaceholderData;

  let body;
  if (ideas.isPending || (searching && list.length === 0)) {
    body = (
      <div role="status" className="text-ink-muted flex flex-col items-center gap-4 py-20">
        <Spinner className="size-8" />
        <p>{searching ? 'Searching your ideas...' : 'Loading your ideas...'}</p>
      </div>
    );
  } else if (ideas.isError && !ideas.data) {
    body = (
      <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <h2 className="text-ink text-xl font-semibold">We couldn't load your ideas</h2>
        <p className="text-ink-muted max-w-md">
          {ideas.error.message || 'Something went wrong while fetching them.'} Your ideas are safe;
          please try again.
        </p>
        <Button onClick={() => void ideas.refetch()} disabled={ideas.isFetching}>
          {ideas.isFetching ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
          Try again
        </Button>
      </Card>
    );
  } else if (list.length === 0 && !filtered) {
    body = (
      <Card className="flex flex-col items-center gap-4 px-6 py-16 text-center">
        <div
          aria-hidden="true"
          className="bg-brand-50 flex size-16 items-center justify-center rounded-full text-3xl"
        >
          💡
        </div>
        <h2 className="text-ink text-xl font-semibold">No ideas yet</h2>
        <p className="text-ink-muted max-w-md">
          Start with whatever is on your mind — messy is fine. We'll help you shape it, and it will
          wait for you here.
        </p>
        <NewIdeaLink size="lg" />
      </Card>
    );
  } else if (list.length === 0) {
    body = (
      <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <h2 className="text-ink text-xl font-semibold">No matching ideas</h2>
        <p className="text-ink-muted max-w-md">
          Nothing matches {describeFilters(search, status)}.
        </p>
        <Button variant="outline" onClick={() => update({ search: '', status: 'all' })}>
          Show all ideas
        </Button>
      </Card>
    );
  } else {
    body = (
      <>
        <ul
          aria-label="Your ideas"
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
        >
          {list.map((idea) => (
            <li key={idea.id}>
              <IdeaCard idea={idea} onView={setViewing} />
            </li>
          ))}
        </ul>
        {ideas.hasNextPage ? (
          <div className="mt-8 flex justify-center">
            <Button
              variant="outline"
              size="lg"
              onClick={() => void ideas.fetchNextPage()}
              disabled={ideas.isFetchingNextPage}
            >
              {ideas.isFetchingNextPage ? <Spinner className="size-4" /> : null}
              {ideas.isFetchingNextPage ? 'Loading more ideas...' : 'Show more ideas'}
            </Button>
          </div>
        ) : null}
        {ideas.isFetchNextPageError ? (
          <p role="alert" className="text-danger-700 mt-4 text-center text-sm font-medium">
            We couldn't load more ideas. Please try again.
          </p>
        ) : ideas.isRefetchError ? (
          <div
            role="alert"
            className="text-danger-700 mt-6 flex flex-wrap items-center justify-center gap-3 text-sm font-medium"
          >
            <p>We couldn't refresh your ideas, so this list may be out of date.</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void ideas.refetch()}
              disabled={ideas.isFetching}
            >
              Refresh
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="from-brand-50 to-surface-muted min-h-dvh bg-gradient-to-b focus:outline-none"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <WorkspaceHeader
          eyebrow="Your workspace"
          title="My Ideas"
          description="Every idea you've clarified, ready to pick up where you left off."
          actions={
            <>
              <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline' })}>
                Dashboard
              </Link>
              <NewIdeaLink />
            </>
          }
        />
        <CurrentFocus onView={setViewing} />
        {aside}
        <IdeasToolbar
          key={search}
          search={search}
          status={status}
          onSearch={(next) => update({ search: next })}
          onStatusChange={(next) => update({ status: next })}
        />
        <section aria-label="Ideas" aria-busy={ideas.isFetching}>
          {ideas.isSuccess && list.length > 0 ? (
            <p role="status" className="text-ink-muted mb-4 text-sm">
              {listStatus({
                search,
                status,
                count: list.length,
                searching,
                more: ideas.hasNextPage,
              })}
            </p>
          ) : null}
          {body}
        </section>
      </div>
      <IdeaDetailsDialog idea={viewing} onClose={() => setViewing(null)} />
    </main>
  );
}
