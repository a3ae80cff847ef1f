import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FormMessage, Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { useAccountDeleteMutation } from '@/lib/api/account/account-delete-mutation';

interface DeleteAccountFormProps {
  /** Whose account this is: password managers fill the password of this one. */
  email: string;
  /** False for an account that signs in with Google and has no password to confirm. */
  hasPassword: boolean;
  /** Told while the deletion runs, so the dialog around the form stays open meanwhile. */
  onPendingChange: (pending: boolean) => void;
}

/**
 * Delete my account (docs/product.md §8.3): the account and everything in it, after the current
 * password — a session left open on a shared computer must not be enough to erase someone.
 */
export function DeleteAccountForm({ email, hasPassword, onPendingChange }: DeleteAccountFormProps) {
  // The session ends with the account, and the session guard takes the person to the sign-in page,
  // as after a sign-out; the toast says why.
  const deleteAccount = useAccountDeleteMutation({
    onDeleted: () => toast.success('Your account and everything in it have been deleted.'),
  });
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasPassword && password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onPendingChange(true);
    deleteAccount.mutate(hasPassword ? password : null, {
      onError: () => onPendingChange(false),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="delete-account-heading"
      className="rounded-control border-danger-600/30 flex flex-col gap-4 border p-4"
    >
      <div className="text-sm">
        <h3 id="delete-account-heading" className="text-danger-700 font-semibold">
          Delete my account
        </h3>
        <p className="text-ink-muted mt-1">
          This deletes your account and, with it, all your ideas, guides, progress and feedback,
          then signs you out. It cannot be undone.
        </p>
      </div>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {deleteAccount.isError ? <FormMessage>{deleteAccount.error.message}</FormMessage> : null}
      {hasPassword ? (
        <Field
          label="Your password"
          error={missing ? 'Enter your password to delete your account' : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" variant="danger" disabled={deleteAccount.isPending}>
          {deleteAccount.isPending ? 'Deleting your account...' : 'Delete my account'}
        </Button>
      </div>
    </form>
  );
}
