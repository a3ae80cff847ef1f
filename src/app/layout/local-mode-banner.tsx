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
      className="bg-brand-950 flex items-center justify-center gap-3 px-4 py-1.5 text-sm text-white"
    >
      <p>Local mode: your ideas are stored in this browser.</p>
      <button
        type="button"
        onClick={dismiss}
        className="rounded-control inline-flex min-h-8 items-center px-2 font-semibold underline underline-offset-2 hover:bg-white/10 focus-visible:outline-white"
      >
        Dismiss
      </button>
    </aside>
  );
}
