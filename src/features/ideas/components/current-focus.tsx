import type { ComponentProps } from 'react';
import { useIdeaQuery } from '@/lib/api/ideas/idea-query';
import { usePortfolioQuery } from '@/lib/api/portfolio/portfolio-query';
import { IdeaCard } from './idea-card';

/**
 * 'Current focus' (docs/product.md §8.4): the idea chosen with 'Make this my focus', pinned above
 * the list while it is neither parked nor deleted.
 */
export function CurrentFocus({ onView }: { onView: ComponentProps<typeof IdeaCard>['onView'] }) {
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
