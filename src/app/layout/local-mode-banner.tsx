import { useState } from 'react';
import { useBackendMode } from '@/lib/api/backend-mode';

export const LOCAL_BANNER_DISMISSED_KEY = 'clarity.local-banner-dismissed';

const wasDismissed = () => {
  try {
    return localStorage.getItem(LOCAL_BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/** docs/product.md §2.1: a small, dismissible note that local mode keeps everything here. */
export function LocalModeBanner() {
  const mode = useBackendMode();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (mode !== 'local' || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(LOCAL_BANNER_DISMISSED_KEY, '1');
    } catch {
      // Private browsing may refuse storage; the banner just comes back next time.
    }
  };

  return (
    <aside
      aria-label="Local mode"
      // One line at 390 px (a smaller type and tighter room on a phone): two lines took 97 px of
      // every page of an 844 px screen (docs/decisions/093-the-first-ten-minutes-still.md).
      className="bg-brand-950 flex items-center justify-center gap-3 px-4 py-1 text-sm text-white max-sm:gap-1.5 max-sm:px-2 max-sm:text-xs"
    >
      <p>Local mode: your ideas are stored in this browser.</p>
      <button
        type="button"
        onClick={dismiss}
        className="rounded-control inline-flex min-h-8 shrink-0 items-center px-2 font-semibold underline underline-offset-2 hover:bg-white/10 focus-visible:outline-white max-sm:px-1.5"
      >
        Dismiss
      </button>
    </aside>
  );
}
