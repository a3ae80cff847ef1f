import { useEffect, useState } from 'react';

/**
 * What a busy button says: `first` at once, `later` once the request has run `afterMs`, so a
 * longer wait is explained instead of looking stuck (docs/decisions/094-general-guides-and-answers-with-substance.md).
 * Back to `first` for the next request.
 */
export function usePendingWords(
  pending: boolean,
  first: string,
  later: string,
  afterMs: number,
): { words: string; slow: boolean } {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setSlow(true), afterMs);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [pending, afterMs]);
  return { words: pending && slow ? later : first, slow: pending && slow };
}
