import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Props a form control needs to be labelled, described and marked invalid. */
interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  /** Shown under the control; read with it. */
  hint?: ReactNode;
  /** Shown under the control in red, announced, and marks the control invalid. */
  error?: string | null;
  id?: string;
  className?: string;
  /** Extra element placed after the label on the same line (e.g. "Forgot password?"). */
  labelAside?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, an optional hint and an error, wired together for assistive technology. */
export function Field({ label, hint, error, id, className, labelAside, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={controlId} className="text-ink text-sm font-semibold">
          {label}
        </label>
        {labelAside}
      </div>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="text-ink-subtle text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-danger-700 text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const controlClasses =
  'w-full rounded-control border border-line bg-surface px-3.5 text-base text-ink placeholder:text-ink-subtle shadow-xs transition-colors hover:border-brand-300 focus-visible:border-brand-600 aria-invalid:border-danger-600 disabled:cursor-not-allowed disabled:bg-surface-sunken';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, 'min-h-target py-2', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'py-3 leading-relaxed', className)} {...props} />;
}

/** A message announced to screen readers when it appears (form-level errors, status). */
export function FormMessage({
  tone = 'error',
  className,
  ...props
}: ComponentProps<'div'> & { tone?: 'error' | 'success' | 'info' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-control border px-4 py-3 text-sm font-medium',
        tone === 'error' && 'border-danger-600/30 bg-danger-50 text-danger-700',
        tone === 'success' && 'border-success-600/30 bg-success-50 text-success-700',
        tone === 'info' && 'border-brand-200 bg-brand-50 text-brand-800',
        className,
      )}
      {...props}
    />
  );
}
