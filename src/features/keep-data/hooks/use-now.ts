import { useEffect, useState } from 'react';

/** The time, read again every `everyMs`, so that '2 minutes ago' does not stand still. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
