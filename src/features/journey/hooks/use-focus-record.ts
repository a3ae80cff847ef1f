import { useCallback, useEffect, useState } from 'react';
import { readRecord, writeRecord, type FocusRecord } from '@/features/journey/model/focus-record';

/**
 * One guide's skips and time spent (model/focus-record.ts), read from the tab when the guide
 * changes and written back on every change.
 */
export function useFocusRecord(key: string) {
  const [state, setState] = useState(() => ({ key, record: readRecord(key) }));
  // Another guide on screen: its own record, read during render so no frame shows the old one.
  const current = state.key === key ? state : { key, record: readRecord(key) };
  if (current !== state) setState(current);

  const update = useCallback(
    (change: (record: FocusRecord) => FocusRecord) =>
      setState((previous) => ({ key: previous.key, record: change(previous.record) })),
    [],
  );
  useEffect(() => writeRecord(state.key, state.record), [state]);
  return [current.record, update] as const;
}

/** The time now, refreshed every second while `running`: a timer's display, never a countdown. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
