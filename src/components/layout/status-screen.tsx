import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface StatusScreenProps {
  /** Large decorative mark above the heading (an emoji, a number, an icon). */
  mark?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
}

/** A full-page, centred message: 404, errors, "checking authentication". */
export function StatusScreen({
  mark,
  title,
  children,
  actions,
  tone = 'neutral',
}: StatusScreenProps) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="from-brand-50 via-surface-muted to-surface-muted flex min-h-dvh items-center justify-center bg-gradient-to-b px-4 py-16 focus:outline-none"
    >
      <div className="rounded-card border-line bg-surface shadow-card w-full max-w-lg border p-8 text-center sm:p-10">
        {mark ? (
          <div
            aria-hidden="true"
            className={cn(
              'mx-auto mb-6 flex size-20 items-center justify-center rounded-full text-3xl font-bold',
              tone === 'danger' ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-700',
            )}
          >
            {mark}
          </div>
        ) : null}
        <h1 className="font-display text-ink text-2xl font-bold sm:text-3xl">{title}</h1>
        {children ? <div className="text-ink-muted mt-3">{children}</div> : null}
        {actions ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        ) : null}
      </div>
    </main>
  );
}
