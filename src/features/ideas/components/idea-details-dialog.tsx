import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { FALLBACK_CLARIFICATION_NOTE, formatDate } from '@/features/ideas/model/idea-display';
import { cn } from '@/lib/cn';
import type { Idea } from '@/domain/model';
import { StatusBadge } from './status-badge';

const NOT_CLARIFIED = 'Not clarified yet.';

function Detail({
  term,
  children,
  wide = true,
}: {
  term: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn('flex flex-col gap-1', wide && 'sm:col-span-2')}>
      <dt className="text-ink-subtle text-sm font-semibold">{term}</dt>
      <dd className="text-ink leading-relaxed break-words whitespace-pre-line" dir="auto">
        {children}
      </dd>
    </div>
  );
}

interface IdeaDetailsDialogProps {
  /** The idea shown; null keeps the dialog closed. */
  idea: Idea | null;
  /**
   * Where focus goes when it closes: the card's menu button. The menu item that opened it is gone
   * by then, and focus would otherwise fall to the top of the page.
   */
  returnFocusTo?: HTMLElement | null;
  onClose: () => void;
}

/** 'See details' (docs/product.md §8.1): the original idea, its clarification, date, status and tags. */
export function IdeaDetailsDialog({ idea, returnFocusTo, onClose }: IdeaDetailsDialogProps) {
  return (
    <Dialog open={idea !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {idea ? (
        <DialogContent
          aria-describedby={undefined}
          className="max-w-2xl"
          closeLabel="Close idea details"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.isConnected) return;
            event.preventDefault();
            returnFocusTo.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Idea details</DialogTitle>
          </DialogHeader>
          {idea.structured_data && idea.clarification_source === 'fallback' ? (
            <p className="rounded-control bg-surface-sunken text-ink-muted px-4 py-3 text-sm">
              {FALLBACK_CLARIFICATION_NOTE}
            </p>
          ) : null}
          <dl className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Detail term="Original idea">{idea.idea_text}</Detail>
            <Detail term="Problem">{idea.structured_data?.problem || NOT_CLARIFIED}</Detail>
            <Detail term="Target audience">
              {idea.structured_data?.targetAudience || NOT_CLARIFIED}
            </Detail>
            <Detail term="Unique value">
              {idea.structured_data?.uniqueValue || NOT_CLARIFIED}
            </Detail>
            <Detail term="Date" wide={false}>
              <time dateTime={idea.created_at}>{formatDate(idea.created_at)}</time>
            </Detail>
            <Detail term="Status" wide={false}>
              <StatusBadge status={idea.status} />
            </Detail>
            <Detail term="Tags">
              {idea.tags.length > 0 ? (
                <span className="flex flex-wrap gap-2">
                  {idea.tags.map((tag) => (
                    <Badge key={tag} tone="brand">
                      {tag}
                    </Badge>
                  ))}
                </span>
              ) : (
                'No tags'
              )}
            </Detail>
          </dl>
          <DialogFooter>
            <DialogClose className={buttonVariants({ variant: 'outline' })}>Close</DialogClose>
            <Link to={paths.idea(idea.id)} className={buttonVariants()}>
              Open idea
            </Link>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
