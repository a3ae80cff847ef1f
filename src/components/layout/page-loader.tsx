import { Spinner } from '@/components/ui/spinner';

/** Shown while a route's code or a session check is on its way. The text is the announcement. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4"
    >
      <Spinner className="size-8" />
      <p className="text-ink-muted">{label}</p>
    </div>
  );
}
