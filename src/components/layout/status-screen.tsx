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
export function StatusScreen({ mark, title, children, actions, tone = 'neutral' }: StatusScreenProps) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 via-surface-muted to-surface-muted px-4 py-16 focus:outline-none"
    >
      <div className="w-full max-w-lg rounded-card border border-line bg-surface p-8 text-center shadow-card sm:p-10">
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
        <h1 className="font-display text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {children ? <div className="mt-3 text-ink-muted">{children}</div> : null}
        {actions ? <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div> : null}
      </div>
    </main>
  );
}
