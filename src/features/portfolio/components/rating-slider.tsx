import { useId } from 'react';
import { RATING_HINTS, RATING_LABELS, type RatingKey } from '@/features/portfolio/model/triage';

/** One of the four 1-5 ratings of an idea, with its hint. */
export function Slider({
  ratingKey,
  value,
  onChange,
}: {
  ratingKey: RatingKey;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-ink text-sm font-medium">
          {RATING_LABELS[ratingKey]}
        </label>
        <output htmlFor={id} className="text-ink font-semibold tabular-nums">
          {value}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={1}
        max={5}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={`${id}-hint`}
        className="accent-brand-700 h-6 w-full"
      />
      <p id={`${id}-hint`} className="text-ink-muted text-xs">
        {RATING_HINTS[ratingKey]}
      </p>
    </div>
  );
}
