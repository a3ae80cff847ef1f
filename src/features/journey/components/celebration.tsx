import { useEffect, useEffectEvent, useState } from 'react';
import Confetti from 'react-confetti';
import { CONFETTI_DURATION_MS, CONFETTI_PIECES } from '@/config/constants';
import { prefersReducedMotion } from '@/lib/motion';

/**
 * Whether this browser can draw the confetti. Asking for a context would log an error where canvas is
 * only a stub (jsdom), so test for the 2D context's constructor instead.
 */
const canDraw = (): boolean =>
  typeof window.CanvasRenderingContext2D === 'function' &&
  typeof HTMLCanvasElement !== 'undefined' &&
  typeof HTMLCanvasElement.prototype.getContext === 'function';

/**
 * docs/product.md §5.7: 50 pieces of confetti for 3 seconds when a guide is complete. Never under
 * "reduce motion", where the closing card alone marks the moment. Loaded only when it plays.
 */
export default function Celebration({ onDone }: { onDone: () => void }) {
  const [show] = useState(() => canDraw() && !prefersReducedMotion());

  const done = useEffectEvent(onDone);
  // The timer runs once per celebration.
  useEffect(() => {
    const timer = window.setTimeout(done, show ? CONFETTI_DURATION_MS : 0);
    return () => window.clearTimeout(timer);
  }, [show]);

  if (!show) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-40">
      <Confetti
        width={window.innerWidth}
        height={window.innerHeight}
        numberOfPieces={CONFETTI_PIECES}
        recycle={false}
      />
    </div>
  );
}
