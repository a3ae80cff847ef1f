import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, FormMessage, Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { usePasswordChangeMutation } from '@/lib/api/account/password-change-mutation';
import {
  newPasswordPairSchema,
  passwordChangeSchema,
  type PasswordChangeValues,
} from '@/lib/validation/auth';
import { validateForm, type FieldErrors } from '@/lib/validation/form-errors';

const EMPTY: PasswordChangeValues = { currentPassword: '', password: '', confirmPassword: '' };

interface DialogProps {
  /** Whose password this is: password managers pair the new password with this account. */
  email: string;
  /** False for an account that signs in with Google and has no password to confirm. */
  hasPassword: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Change Password for this session (docs/product.md §8.3): the current password first, then the new
 * one twice with the rules and messages of §7.5.
 */
export function ChangePasswordDialog({ email, hasPassword, open, onOpenChange }: DialogProps) {
  const changePassword = usePasswordChangeMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordChangeValues>>({});

  const close = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      changePassword.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = hasPassword
      ? validateForm(passwordChangeSchema, values)
      : validateForm(newPasswordPairSchema, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const change = {
      currentPassword: hasPassword ? values.currentPassword : null,
      newPassword: result.data.password,
    };
    changePassword.mutate(change, {
      onSuccess: () => {
        toast.success('Your password has been changed.');
        close(false);
      },
    });
  };

  const set = (field: keyof PasswordChangeValues) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Choose a new password for your account. You stay signed in on this device.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          {changePassword.isError ? (
            <FormMessage>{changePassword.error.message}</FormMessage>
          ) : null}
          {hasPassword ? (
            <Field label="Current password" error={errors.currentPassword}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  autoComplete="current-password"
                  value={values.currentPassword}
                  onChange={set('currentPassword')}
                />
              )}
            </Field>
          ) : null}
          <Field label="New password" error={errors.password}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                value={values.password}
                onChange={set('password')}
              />
            )}
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={set('confirmPassword')}
              />
            )}
          </Field>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={changePassword.isPending}>
              {changePassword.isPending ? 'Updating...' : 'Update password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
