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
import { newPasswordPairSchema, type NewPasswordPairValues } from '@/lib/validation/auth';
import { validateForm, type FieldErrors } from '@/lib/validation/form-errors';

const EMPTY: NewPasswordPairValues = { password: '', confirmPassword: '' };

interface DialogProps {
  /** Whose password this is: password managers pair the new password with this account. */
  email: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Change Password for this session, with the rules and messages of docs/product.md §7.5. */
export function ChangePasswordDialog({ email, open, onOpenChange }: DialogProps) {
  const changePassword = usePasswordChangeMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<NewPasswordPairValues>>({});

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
    const result = validateForm(newPasswordPairSchema, values);
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    changePassword.mutate(result.data.password, {
      onSuccess: () => {
        toast.success('Your password has been changed.');
        close(false);
      },
    });
  };

  const set = (field: keyof NewPasswordPairValues) => (event: ChangeEvent<HTMLInputElement>) =>
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
