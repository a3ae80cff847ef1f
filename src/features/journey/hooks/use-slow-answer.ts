import { useCallback, useEffect, useRef, useState } from 'react';
import { PROCESSING_SLOW_NOTICE_MS } from '@/config/constants';

/**
 * The clock behind 'This is taking longer than usual.' (docs/product.md §5.3), one for every wait on
 * the AI: the first clarification, a guide being generated, and 'Try again'. `start` when the AI is
 * asked; the notice is due PROCESSING_SLOW_NOTICE_MS later unless `stop` came first (something
 * arrived, the answer came, or the wait ended). `dismiss` keeps it away for the rest of this
 * request ('Keep waiting', or the answer is moving again); the next `start` begins afresh.
 */
export function useSlowAnswer() {
  const [phase, setPhase] = useState<'idle' | 'waiting' | 'shown' | 'dismissed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    stop();
    setPhase('waiting');
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setPhase((current) => (current === 'waiting' ? 'shown' : current));
    }, PROCESSING_SLOW_NOTICE_MS);
  }, [stop]);

  const dismiss = useCallback(() => {
    stop();
    setPhase('dismissed');
  }, [stop]);

  return { shown: phase === 'shown', start, stop, dismiss };
}
