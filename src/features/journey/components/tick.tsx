import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A checkbox and its text, the whole row a target. */
export function Tick({
  checked,
  onChange,
  children,
  after,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  /** Shown after the text, outside the label (an estimate). */
  after?: ReactNode;
}) {
  return (
    <span className="flex items-start gap-2">
      <label className="hover:bg-surface-sunken rounded-control flex min-h-9 flex-1 cursor-pointer items-start gap-3 px-1 py-1.5">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="accent-brand-700 mt-0.5 size-5 shrink-0 cursor-pointer"
        />
        <span className={cn(checked && 'text-ink-muted')}>{children}</span>
      </label>
      {after}
    </span>
  );
}

/** '~5 min', read as 'about 5 minutes'. */
export function Estimate({ minutes }: { minutes: number | null }) {
  if (minutes === null) return null;
  return (
    <span className="text-ink-muted shrink-0 py-1.5 text-sm whitespace-nowrap">
      <span aria-hidden="true">~{minutes} min</span>
      <span className="sr-only">about {minutes} minutes</span>
    </span>
  );
}
