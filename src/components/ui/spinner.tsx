import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A decorative spinner; pair it with visible text (the text is what screen readers get). */
export function Spinner({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'border-brand-200 border-t-brand-700 inline-block size-5 animate-spin rounded-full border-2 motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}
