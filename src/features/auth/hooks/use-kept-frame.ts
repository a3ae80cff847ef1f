import { useRef, useState } from 'react';

/**
 * An account form's frame, measured as it gives way to the arrival panel ('Account created!',
 * 'Welcome back' with a copy brought back): that view keeps its height, so the brand, the heading
 * and the line at the foot stay where they were (docs/decisions/093-the-first-ten-minutes-still.md).
 */
export function useKeptFrame() {
  const frameRef = useRef<HTMLDivElement>(null);
  const [keptHeight, setKeptHeight] = useState<number>();
  /** Call just before the form gives way. */
  const keep = () => setKeptHeight(frameRef.current?.offsetHeight);
  return { frameRef, keptHeight, keep };
}
