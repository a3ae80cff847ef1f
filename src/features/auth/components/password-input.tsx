import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/field';
import { cn } from '@/lib/cn';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A password box with a show/hide toggle. Paste is never blocked and `autoComplete` is passed
 * through, so password managers can fill and save it.
 */
export function PasswordInput({
  className,
  id,
  ...props
}: Omit<ComponentProps<typeof Input>, 'type'> & { id: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cn('pr-12', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-controls={id}
        aria-label={visible ? 'Hide password' : 'Show password'}
        className="rounded-r-control text-ink-muted hover:text-ink absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center"
      >
        <EyeIcon open={!visible} />
      </button>
    </div>
  );
}
