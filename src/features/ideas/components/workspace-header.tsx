import type { ReactNode } from 'react';

interface WorkspaceHeaderProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons and links on the right (below the title on a phone). */
  actions?: ReactNode;
}

/** The top of a signed-in page: what this page is, and where one can go from here. */
export function WorkspaceHeader({ eyebrow, title, description, actions }: WorkspaceHeaderProps) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow ? (
          <p className="text-brand-700 text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="font-display text-ink mt-1 text-3xl font-bold break-words sm:text-4xl">
          {title}
        </h1>
        {description ? <p className="text-ink-muted mt-2 max-w-prose">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
