import { useId } from 'react';
import type { BreakdownSize, BreakdownSubStep } from '@/lib/ai';
import { Estimate } from './tick';

/** 'How small?': 'Small' (about 15 minutes an action, the default) or 'Tiny' (about 5). */
export function SizeChoice({
  size,
  onChange,
}: {
  size: BreakdownSize;
  onChange: (size: BreakdownSize) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex items-center gap-3 text-sm">
      <legend className="text-ink-muted float-left mr-1">How small?</legend>
      {(
        [
          ['small', 'Small'],
          ['tiny', 'Tiny'],
        ] as const
      ).map(([value, text]) => (
        <label key={value} className="flex min-h-9 cursor-pointer items-center gap-1.5">
          <input
            type="radio"
            name={name}
            value={value}
            checked={size === value}
            onChange={() => onChange(value)}
            className="accent-brand-700 size-4 cursor-pointer"
          />
          {text}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The sub-steps arriving from the AI, each shown as soon as it is complete.
 * @public `npm run bench:ai` renders it to time the first sub-step on screen.
 */
export function StreamingSubSteps({ subSteps }: { subSteps: readonly BreakdownSubStep[] }) {
  return (
    <ol aria-busy="true" className="border-brand-100 ml-2 flex flex-col gap-1 border-l-2 pl-4">
      {subSteps.map((subStep, index) => (
        <li
          key={`${index}-${subStep.title}`}
          data-streamed-sub-step
          className="flex items-start justify-between gap-3 py-1.5"
        >
          <span>{subStep.title}</span>
          <Estimate minutes={subStep.minutes} />
        </li>
      ))}
    </ol>
  );
}
