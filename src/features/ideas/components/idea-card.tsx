import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useIdeaDeleteMutation } from '@/lib/api/ideas/idea-delete-mutation';
import {
  cardText,
  formatDate,
  ideaTitle,
  mainAction,
  visibleTags,
} from '@/features/ideas/model/idea-display';
import type { Idea } from '@/domain/model';
import { useParkToggle } from './park-button';
import { StatusBadge } from './status-badge';

/** docs/product.md §8.1: the browser's own confirmation, worded exactly. */
const DELETE_CONFIRMATION = 'Are you sure you want to delete this idea?';

interface IdeaCardProps {
  idea: Idea;
  /** 'See details': the idea, and where focus goes back when the details close. */
  onView: (idea: Idea, returnFocusTo: HTMLElement | null) => void;
}

/**
 * One idea in My Ideas: its text, status, date and tags, one main action ('Continue the guide' or
 * 'Open idea') and the rest in its 'More' menu, so a phone shows the card whole and the next move
 * is never a choice among five buttons.
 */
export function IdeaCard({ idea, onView }: IdeaCardProps) {
  const deleteIdea = useIdeaDeleteMutation();
  const park = useParkToggle(idea);
  const { shown, hiddenCount } = visibleTags(idea.tags);
  const title = ideaTitle(idea.idea_text, 40);
  const main = mainAction(idea);
  const more = useRef<HTMLButtonElement>(null);

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

        <div className="border-line flex gap-2 border-t pt-4">
          {/* The names say which idea each control is for: a list of cards repeats the words. */}
          <Link
            to={main.to}
            className={buttonVariants({ variant: 'secondary', className: 'min-w-0 flex-1' })}
            aria-label={`${main.label}: ${title}`}
          >
            {main.label}
          </Link>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button ref={more} variant="outline" aria-label={`More for ${title}`}>
                More
                <Icon name="chevron-down" strokeWidth={2.5} />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {main.label === 'Open idea' ? null : (
                <DropdownMenuItem asChild>
                  <Link to={paths.idea(idea.id)}>Open idea</Link>
                </DropdownMenuItem>
              )}
              <DropdownMenuItem onSelect={() => onView(idea, more.current)}>
                See details
              </DropdownMenuItem>
              <DropdownMenuItem disabled={park.pending} onSelect={park.toggle}>
                {park.label}
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem
                disabled={deleteIdea.isPending}
                onSelect={confirmAndDelete}
                className="text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700"
              >
                Delete
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </article>
    </Card>
  );
}
