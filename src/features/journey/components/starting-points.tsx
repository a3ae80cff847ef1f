import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { firstBlankAt, STARTING_POINTS } from '@/features/journey/model/starting-points';

interface StartingPointsProps {
  /**
   * Fills the box with a start and puts the caret where the person's words begin. Only offered
   * while the box is empty, so it never replaces anything typed.
   */
  onPick: (prompt: string, caret: number) => void;
}

/** A few ready-made starts for a blank box (docs/product.md §5.2); gone once the person types. */
export default function StartingPoints({ onPick }: StartingPointsProps) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-2">
      <p id={headingId} className="text-ink-muted text-sm">
        Facing a blank box? Pick a starting point and finish it in your own words:
      </p>
      <ul className="flex flex-wrap gap-2">
        {STARTING_POINTS.map(({ label, prompt }) => (
          <li key={label}>
            <Button
              type="button"
              variant="outline"
              onClick={() => onPick(prompt, firstBlankAt(prompt))}
            >
              {label}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
