import type { ComponentProps } from 'react';
import { Field, Input } from '@/components/ui/field';

/** The e-mail field every auth form opens with: labelled, announced, and friendly to password managers. */
export function EmailField({
  error,
  ...input
}: ComponentProps<'input'> & { error?: string | null }) {
  return (
    <Field label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          {...input}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="you@example.com"
        />
      )}
    </Field>
  );
}
