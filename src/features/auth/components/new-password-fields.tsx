import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { PasswordInput } from './password-input';

type PasswordControl = Omit<ComponentProps<'input'>, 'type' | 'id'>;

interface NewPasswordFieldsProps {
  /** "Password" when signing up, "New password" when resetting it. */
  label: string;
  confirmLabel: string;
  /** The form's props for each box (name, value, onChange, ref). */
  password: PasswordControl;
  confirmPassword: PasswordControl;
  errors: { password?: string; confirmPassword?: string };
}

/**
 * A new password typed twice, as sign-up and reset ask for it: the length rule shown as a hint,
 * each message beside its box, and both boxes marked as new passwords so that a password manager
 * offers to generate and save one.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirmPassword,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label={label}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
      >
        {(control) => <PasswordInput {...control} {...password} autoComplete="new-password" />}
      </Field>
      <Field label={confirmLabel} error={errors.confirmPassword}>
        {(control) => (
          <PasswordInput {...control} {...confirmPassword} autoComplete="new-password" />
        )}
      </Field>
    </>
  );
}
