import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useIdeaListQuery } from '@/lib/api/ideas/idea-list-query';
import { useListFilters } from '@/features/ideas/hooks/use-list-filters';
import { describeFilters, listStatus } from '@/features/ideas/model/list-status';
import type { Idea } from '@/domain/model';
import { CurrentFocus } from './current-focus';
import { IdeaCard } from './idea-card';
import { IdeaDetailsDialog } from './idea-details-dialog';
import { IdeasToolbar } from './ideas-toolbar';
import { WorkspaceHeader } from './workspace-header';
import { Icon } from '@/components/ui/icon';

const NewIdeaLink = ({ size = 'md' }: { size?: 'md' | 'lg' }) => (
  <Link to={paths.home} className={buttonVariants({ size })}>
    <Icon name="plus" strokeWidth={2.5} />
    New Idea
  </Link>
);

interface IdeasScreenProps {
  /** What the route places under the header: where the ideas are kept (another feature). */
  notice?: ReactNode;
  /** What the route places above the list: the shelf (another feature). */
  aside?: ReactNode;
  /** What the route places on the 'Filter' row: 'Which idea first?' (another feature). */
  tools?: ReactNode;
}

/**
 * My Ideas (docs/product.md §8.1): a 'Filter' row that opens search and status, and each idea with
 * one main action and a 'More' menu.
 */
export function IdeasScreen({ notice, aside, tools }: IdeasScreenProps = {}) {
  const { search, status, filters, update } = useListFilters();
  const ideas = useIdeaListQuery(filters);
  // The idea whose details are open, and the menu button to give focus back to when they close.
  const [viewing, setViewing] = useState<{ idea: Idea; returnFocusTo: HTMLElement | null } | null>(
    null,
  );
  const view = (idea: Idea, returnFocusTo: HTMLElement | null) =>
    setViewing({ idea, returnFocusTo });
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
              <IdeaCard idea={idea} onView={view} />
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
      {/* Tighter on a phone, so the first idea shows on the first screen. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-12">
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
        <CurrentFocus onView={view} />
        {aside}
        <IdeasToolbar
          search={search}
          status={status}
          onSearch={(next) => update({ search: next })}
          onStatusChange={(next) => update({ status: next })}
          tools={tools}
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
        {/* Under the list: a line that waits for the browser's answer moves nothing when it comes. */}
        {notice}
      </div>
      <IdeaDetailsDialog
        idea={viewing?.idea ?? null}
        returnFocusTo={viewing?.returnFocusTo ?? null}
        onClose={() => setViewing(null)}
      />
    </main>
  );
}
