import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Below the card: links to the other account screens. */
  footer?: ReactNode;
  /** The heading gets focus when a screen swaps its content (a success view), so it is read out. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The frame's own element, to measure the height a following view keeps. */
  frameRef?: Ref<HTMLDivElement>;
  /**
   * A height to keep (px): a view that replaces a taller one keeps its room, so the brand, the
   * heading and the line at the foot stay where they were (docs/decisions/093-the-first-ten-minutes-still.md).
   */
  keepHeight?: number | undefined;
}

function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-10 shrink-0">
      <rect width="64" height="64" rx="16" className="fill-brand-700" />
      <path
        d="M18 40c6-14 10-20 14-20s8 6 14 20"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="32" cy="44" r="4" className="fill-accent-100" />
    </svg>
  );
}

/** The account screens' frame: a calm, centred card under the Clarity brand. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  headingRef,
  frameRef,
  keepHeight,
}: AuthLayoutProps) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="from-brand-50 via-surface-muted to-surface-muted flex min-h-dvh flex-col items-center bg-gradient-to-b px-4 py-8 focus:outline-none sm:py-16"
    >
      <div
        ref={frameRef}
        className="flex w-full max-w-md flex-col"
        style={keepHeight ? { minHeight: keepHeight } : undefined}
      >
        <Link
          to={paths.home}
          aria-label="Clarity home"
          className="rounded-control text-ink mx-auto mb-6 flex w-fit items-center gap-3 px-2 py-1"
        >
          <BrandMark />
          <span className="font-display text-2xl font-bold tracking-tight">Clarity</span>
        </Link>
        <Card>
          <CardHeader className="items-center pb-4 text-center">
            <h1
              // Another view's heading is a new heading, not this one's words moving aside.
              key={title}
              ref={headingRef}
              tabIndex={-1}
              className="font-display text-ink self-stretch text-2xl leading-tight font-bold focus:outline-none sm:text-3xl"
            >
              {title}
            </h1>
            {description ? <p className="text-ink-muted text-pretty">{description}</p> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        {footer ? <div className="text-ink-muted mt-6 text-center text-sm">{footer}</div> : null}
        <p className="text-ink-subtle mt-auto pt-8 text-center text-sm">From Chaos to Clarity.</p>
      </div>
    </main>
  );
}

/** A text link in the footer of an account screen. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="text-brand-700 rounded-sm font-semibold underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
