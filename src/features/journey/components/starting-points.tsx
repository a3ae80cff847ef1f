import { useId, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { firstBlankAt, STARTING_POINTS } from '@/features/journey/model/starting-points';

interface StartingPointsProps {
  /** The idea box: it takes the focus, with the caret where the person's words begin. */
  box: RefObject<HTMLTextAreaElement | null>;
  /**
   * Fills the box with a start. Only offered while the box is empty, so it never replaces anything
   * typed.
   */
  onPick: (prompt: string) => void;
}

/** A few ready-made starts for a blank box (docs/product.md §5.2); gone once the person types. */
export default function StartingPoints({ box, onPick }: StartingPointsProps) {
  const headingId = useId();
  const pick = (prompt: string) => {
    // The box holds the start before the caret is placed in it; this list is gone by then.
    flushSync(() => onPick(prompt));
    const caret = firstBlankAt(prompt);
    box.current?.focus();
    box.current?.setSelectionRange(caret, caret);
  };
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <p id={headingId} className="text-ink-muted text-sm">
        Facing a blank box? Pick a starting point and finish it in your own words:
      </p>
      {/* A grid, not a flowing row: as tall at every width of a breakpoint, so the room kept for
          it before it loads (idea-input.tsx) is exactly its height and nothing moves. */}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {STARTING_POINTS.map(({ label, prompt }) => (
          <li key={label} className="flex">
            <Button
              type="button"
              variant="outline"
              className="w-full px-3 leading-tight"
              onClick={() => pick(prompt)}
            >
              {label}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
