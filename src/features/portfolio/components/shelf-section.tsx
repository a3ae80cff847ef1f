import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useStoredGuideQuery } from '@/lib/api/guides/guide-query';
import { useIdeaParkMutation } from '@/lib/api/ideas/idea-park-mutation';
import { useUntouchedIdeasQuery } from '@/lib/api/ideas/untouched-ideas-query';
import { usePortfolioQuery } from '@/lib/api/portfolio/portfolio-query';
import { useShelfHideMutation } from '@/lib/api/portfolio/shelf-hide-mutation';
import type { Idea } from '@/domain/model';
import {
  nextUnfinishedStep,
  notNowUntil,
  selectShelf,
  shelfReadLimit,
} from '@/features/portfolio/model/shelf';

const SAVE_FAILED = "We couldn't save that just now. Please try again.";

/** Where 'Pick up' goes: back into the guide at the chosen step, or to the idea's page. */
const resumePath = (idea: Idea) =>
  idea.selected_next_step
    ? paths.resumeJourney(idea.id, idea.selected_next_step)
    : paths.idea(idea.id);

function ShelfItem({ idea, onNotNow }: { idea: Idea; onNotNow: () => void }) {
  const navigate = useNavigate();
  const guide = useStoredGuideQuery(idea.id, idea.selected_next_step);
  const unpark = useIdeaParkMutation();
  const title = idea.idea_text.trim().split(/\r?\n/, 1)[0] ?? '';
  const next =
    guide.isPending && idea.selected_next_step
      ? null
      : nextUnfinishedStep(idea, guide.data ?? null);

  // A parked idea that is picked up is no longer parked: it goes back to where it was.
  const pickUp = () => {
    if (idea.status !== 'parked') return navigate(resumePath(idea));
    unpark.mutate(
      { idea, park: false },
      {
        onSuccess: (saved) => void navigate(resumePath(saved)),
        onError: () => toast.error(SAVE_FAILED),
      },
    );
  };

  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-4">
        <h3 className="text-ink line-clamp-2 font-medium break-words" dir="auto">
          {title}
        </h3>
        {next ? (
          <p className="text-ink-muted text-sm">
            Next: <span className="text-ink">{next}</span>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={pickUp}
            disabled={unpark.isPending}
            aria-label={`Pick up: ${title}`}
          >
            Pick up
          </Button>
          <Button size="sm" variant="ghost" onClick={onNotNow} aria-label={`Not now: ${title}`}>
            Not now
          </Button>
        </div>
      </Card>
    </li>
  );
}

/**
 * 'From your shelf' (docs/product.md §8.4): a quiet reminder of up to three parked or in-progress
 * ideas left alone for two weeks or more. Shows nothing at all while loading, on failure, or when
 * there is nothing to bring back.
 */
export function ShelfSection() {
  const portfolio = usePortfolioQuery();
  const hidden = portfolio.data?.shelfHidden ?? {};
  const now = new Date();
  const untouched = useUntouchedIdeasQuery(shelfReadLimit(hidden, now), portfolio.isSuccess);
  const hide = useShelfHideMutation();
  const shelf = selectShelf(untouched.data ?? [], hidden, now);
  if (!portfolio.isSuccess || shelf.length === 0) return null;

  const notNow = (idea: Idea) =>
    hide.mutate(
      { ideaId: idea.id, until: notNowUntil(new Date()) },
      { onError: () => toast.error(SAVE_FAILED) },
    );

  return (
    <section aria-labelledby="from-your-shelf" className="flex flex-col gap-3">
      <div>
        <h2 id="from-your-shelf" className="text-ink text-lg font-semibold">
          From your shelf
        </h2>
        <p className="text-ink-muted text-sm">
          Ideas you set aside a while ago, whenever you want them.
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {shelf.map((idea) => (
          <ShelfItem key={idea.id} idea={idea} onNotNow={() => notNow(idea)} />
        ))}
      </ul>
    </section>
  );
}
