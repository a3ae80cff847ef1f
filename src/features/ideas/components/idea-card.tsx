import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useIdeaDeleteMutation } from '@/lib/api/ideas/idea-delete-mutation';
import { cardText, formatDate, ideaTitle, visibleTags } from '@/features/ideas/model/idea-display';
import type { Idea } from '@/domain/model';
import { ParkButton } from './park-button';
import { StatusBadge } from './status-badge';

/** docs/product.md §8.1: the browser's own confirmation, worded exactly. */
const DELETE_CONFIRMATION = 'Are you sure you want to delete this idea?';

interface IdeaCardProps {
  idea: Idea;
  onView: (idea: Idea) => void;
}

/** One idea in My Ideas: its text, status, date and tags, and what can be done with it. */
export function IdeaCard({ idea, onView }: IdeaCardProps) {
  const deleteIdea = useIdeaDeleteMutation();
  const { shown, hiddenCount } = visibleTags(idea.tags);
  const title = ideaTitle(idea.idea_text, 40);

  const confirmAndDelete = () => {
    if (window.confirm(DELETE_CONFIRMATION)) deleteIdea.mutate(idea.id);
  };

  return (
    <Card className="flex h-full flex-col">
      <article aria-label={title} className="flex h-full flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StatusBadge status={idea.status} />
          <p className="text-ink-subtle text-sm">
            <span className="sr-only">Created </span>
            <time dateTime={idea.created_at}>{formatDate(idea.created_at)}</time>
          </p>
        </div>

        <p className="text-ink flex-1 leading-relaxed break-words whitespace-pre-line" dir="auto">
          {cardText(idea.idea_text)}
        </p>

        {shown.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {shown.map((tag) => (
              <li key={tag}>
                <Badge tone="brand">{tag}</Badge>
              </li>
            ))}
            {hiddenCount > 0 ? (
              <li>
                <Badge tone="neutral">+{hiddenCount} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}

        <div className="border-line grid grid-cols-3 gap-2 border-t pt-4">
          {/* Every card has these three; the names say which idea each one is for. */}
          <Button variant="outline" onClick={() => onView(idea)} aria-label={`View idea: ${title}`}>
            View
          </Button>
          <Link
            to={paths.idea(idea.id)}
            className={buttonVariants({ variant: 'secondary' })}
            aria-label={`Journey of idea: ${title}`}
          >
            Journey
          </Link>
          <Button
            variant="ghost"
            className="text-danger-700 hover:bg-danger-50"
            onClick={confirmAndDelete}
            disabled={deleteIdea.isPending}
            aria-label={`Delete idea: ${title}`}
          >
            Delete
          </Button>
        </div>
        <ParkButton
          idea={idea}
          title={title}
          size="sm"
          className="text-ink-muted -mt-2 self-center"
        />
      </article>
    </Card>
  );
}
