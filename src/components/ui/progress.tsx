import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface ProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** 0..max */
  value: number;
  max?: number;
  /** Accessible name, e.g. "Guide progress". */
  label: string;
  /** Read out instead of the percentage, e.g. "2 of 4 completed". */
  valueText?: string;
}

export function Progress({
  value,
  max = 100,
  label,
  valueText,
  className,
  ...props
}: ProgressProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max === 0 ? 0 : (clamped / max) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('rounded-pill bg-surface-sunken h-2.5 w-full overflow-hidden', className)}
      {...props}
    >
      <div
        className="rounded-pill from-brand-600 to-accent-600 h-full bg-gradient-to-r transition-[width] duration-500 ease-out"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
