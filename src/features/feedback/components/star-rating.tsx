import { FEEDBACK_RATING_MAX, FEEDBACK_RATING_MIN } from '@/config/constants';

const RATINGS = Array.from(
  { length: FEEDBACK_RATING_MAX - FEEDBACK_RATING_MIN + 1 },
  (_, i) => FEEDBACK_RATING_MIN + i,
);
const RATING_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

/** The feedback's 1-5 rating: five stars, each a radio button named by its number and word. */
export function StarRating({
  rating,
  onChange,
}: {
  /** 0 before a star is chosen. */
  rating: number;
  onChange: (rating: number) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-ink mb-2 text-sm font-semibold">
        Your rating <span className="text-ink-muted font-normal">(required)</span>
      </legend>
      <div className="flex gap-1">
        {RATINGS.map((value) => (
          <label key={value} className="group relative cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => onChange(value)}
              className="peer sr-only"
              aria-label={`${value} ${value === 1 ? 'star' : 'stars'}, ${RATING_WORDS[value]}`}
            />
            <span
              aria-hidden="true"
              className={
                'rounded-control peer-focus-visible:outline-brand-600 flex size-11 items-center justify-center text-3xl transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 ' +
                // Empty stars are outlined in a colour that keeps 3:1 against the dialog (WCAG 1.4.11).
                (value <= rating
                  ? 'text-warning-600'
                  : 'text-ink-subtle group-hover:text-warning-600')
              }
            >
              {value <= rating ? '★' : '☆'}
            </span>
          </label>
        ))}
      </div>
      {/* Says what was chosen; before that it stays empty rather than scold the person. */}
      <p className="text-ink-muted min-h-5 text-sm" aria-live="polite">
        {rating === 0 ? '' : `${rating} of ${FEEDBACK_RATING_MAX}: ${RATING_WORDS[rating]}`}
      </p>
    </fieldset>
  );
}
