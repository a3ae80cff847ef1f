import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUserStatsQuery } from '@/lib/api/stats/user-stats-query';
import type { UserStats } from '@/domain/model';

const STATS: Array<{ key: keyof UserStats; label: string; colour: string }> = [
  { key: 'ideasClarified', label: 'Ideas Clarified', colour: 'text-brand-700' },
  { key: 'guidesCompleted', label: 'Guides Completed', colour: 'text-success-700' },
  { key: 'feedbackGiven', label: 'Feedback Given', colour: 'text-accent-700' },
];

/** docs/product.md §8.3: three numbers from `user_stats()`, '-' until they arrive. */
export function QuickStats() {
  const stats = useUserStatsQuery();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="quick-stats-heading" aria-busy={stats.isPending}>
        <h2 id="quick-stats-heading" className="text-ink text-lg font-semibold">
          Quick Stats
        </h2>
        <dl className="mt-4 grid grid-cols-3 gap-3">
          {STATS.map(({ key, label, colour }) => (
            <div
              key={key}
              className="rounded-control bg-surface-muted flex flex-col-reverse items-center gap-1 px-2 py-4 text-center"
            >
              <dt className="text-ink-muted text-xs font-medium sm:text-sm">{label}</dt>
              <dd className={`font-display text-3xl font-bold ${colour}`}>
                {stats.data ? stats.data[key] : '-'}
              </dd>
            </div>
          ))}
        </dl>
        {stats.isError ? (
          <div
            role="alert"
            className="text-danger-700 mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p>We couldn't load your numbers.</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void stats.refetch()}
              disabled={stats.isFetching}
            >
              Try again
            </Button>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
