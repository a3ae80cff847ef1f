import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  type ComponentProps,
} from 'react';
import { cn } from '@/lib/cn';
import { moveFocusTo } from '@/lib/focus';

/**
 * True once the journey has moved at least once. The first screen keeps the browser's own focus;
 * every later stage pulls focus to its heading so keyboard and screen-reader users land on it.
 */
export const FocusOnStageChangeContext = createContext(false);

export function StageHeading({
  className,
  children,
  takesFocus = true,
  ...props
}: ComponentProps<'h1'> & {
  /** False where the stage gives the focus to its first control instead (the idea box). */
  takesFocus?: boolean;
}) {
  const focusOnMount = useContext(FocusOnStageChangeContext) && takesFocus;
  const ref = useRef<HTMLHeadingElement>(null);
  const focusIfMoved = useEffectEvent(() => {
    if (focusOnMount) moveFocusTo(ref.current, { preventScroll: false });
  });
  // Only on arrival: a stage that re-renders keeps the focus where the person put it.
  useEffect(() => focusIfMoved(), []);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={cn(
        'font-display text-ink text-3xl font-bold tracking-tight text-balance focus:outline-none sm:text-4xl',
        className,
      )}
      {...props}
    >
      {children}
    </h1>
  );
}
