import { Badge } from '@/components/ui/badge';
import type { IdeaStatus } from '@/domain/vocabulary';
import { IDEA_STATUS_LABELS } from '@/domain/vocabulary';
import { IDEA_STATUS_TONES } from '@/features/ideas/model/idea-display';
import { cn } from '@/lib/cn';

const DOT_COLOURS: Record<IdeaStatus, string> = {
  draft: 'bg-ink-subtle',
  clarified: 'bg-accent-600',
  in_progress: 'bg-warning-600',
  completed: 'bg-success-600',
  parked: 'bg-brand-400',
};

/** An idea's status: coloured, and always in words too (colour alone is not a message). */
export function StatusBadge({ status, className }: { status: IdeaStatus; className?: string }) {
  return (
    <Badge tone={IDEA_STATUS_TONES[status]} className={cn('py-1', className)}>
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', DOT_COLOURS[status])} />
      <span className="sr-only">Status: </span>
      {IDEA_STATUS_LABELS[status]}
    </Badge>
  );
}
