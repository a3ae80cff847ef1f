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
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 font-display text-3xl font-bold break-words text-ink sm:text-4xl">{title}</h1>
        {description ? <p className="mt-2 max-w-prose text-ink-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
