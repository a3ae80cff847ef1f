import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';

interface AuthFormProps {
  /** The `useAuthForm` state the form shows: its submit handler, message and pending request. */
  form: {
    handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
    formError: string | null;
    pending: boolean;
  };
  /** Names the form for assistive technology. */
  label: string;
  submitLabel: string;
  /** Shown on the button, with a spinner, while the request runs. */
  pendingLabel: string;
  /**
   * Longer words the busy button may change to (a slow request): their room is kept from the
   * start, so the spinner does not move when the words change.
   */
  pendingRoomFor?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of an account screen: the zod schema checks it (not the browser, whose bubbles would
 * speak other words than docs/product.md §7.5), a failure is announced above the fields, and the
 * one submit button is busy while the request runs. On a prerendered page a submit before the app's
 * code runs is kept by the page's inline script and sent once the form is hydrated
 * (src/app/prerender/first-paint.ts). `method="post"` is for a browser without JavaScript only: its
 * bare submit then keeps the password out of the address.
 */
export function AuthForm({
  form,
  label,
  submitLabel,
  pendingLabel,
  pendingRoomFor,
  children,
}: AuthFormProps) {
  return (
    <form
      noValidate
      method="post"
      onSubmit={form.handleSubmit}
      className="flex flex-col gap-5"
      aria-label={label}
    >
      {form.formError ? <FormMessage>{form.formError}</FormMessage> : null}
      {children}
      <Button type="submit" size="lg" className="w-full" disabled={form.pending}>
        {form.pending ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
        {form.pending ? (
          // Both words in one grid cell: the cell is as wide as the longer, and only the shown
          // words are visible or read out.
          <span className="grid text-left">
            <span className="[grid-area:1/1]">{pendingLabel}</span>
            {pendingRoomFor ? (
              <span aria-hidden="true" className="invisible [grid-area:1/1]">
                {pendingRoomFor}
              </span>
            ) : null}
          </span>
        ) : (
          submitLabel
        )}
      </Button>
    </form>
  );
}
