interface LandingCardProps {
  icon: string;
  title: string;
  body: string;
  /** A step of How It Works: numbered, on a raised card. Without it, an audience card. */
  step?: number;
}

/** One card of a landing section's list: an icon (and a step's number), a title and a short text. */
export function LandingCard({ icon, title, body, step }: LandingCardProps) {
  const numbered = step !== undefined;
  return (
    <li
      className={
        numbered
          ? 'rounded-card border-line bg-surface shadow-card border p-6'
          : 'rounded-card border-line bg-surface-muted border p-6'
      }
    >
      {numbered ? (
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="bg-brand-700 flex size-10 items-center justify-center rounded-full font-bold text-white"
          >
            {step}
          </span>
          <span aria-hidden="true" className="text-2xl">
            {icon}
          </span>
        </div>
      ) : (
        <span aria-hidden="true" className="text-3xl">
          {icon}
        </span>
      )}
      <h3
        className={
          numbered ? 'text-ink mt-4 text-lg font-semibold' : 'text-ink mt-3 text-lg font-semibold'
        }
      >
        {title}
      </h3>
      <p className="text-ink-muted mt-2 leading-relaxed">{body}</p>
    </li>
  );
}
