import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, FormMessage, Input } from '@/components/ui/field';
import { buttonVariants } from '@/components/ui/button';
import { useAllDataDeleteMutation } from '@/lib/api/account/all-data-delete-mutation';
import { DeleteAccountForm } from './delete-account-form';

/** What the person types to show they mean it. */
const DELETE_CONFIRMATION_WORD = 'DELETE';

interface DialogProps {
  email: string;
  /** False for an account that signs in with Google and has no password to confirm. */
  hasPassword: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Privacy Settings: the FAQ promises that data can be deleted at any time. This deletes all of the
 * person's ideas (with their guides and progress) and all their feedback, once they type the word,
 * in one transaction: all of it or nothing; below, the account itself can go too.
 */
export function PrivacyDialog({ email, hasPassword, open, onOpenChange }: DialogProps) {
  const deleteAll = useAllDataDeleteMutation();
  const [typed, setTyped] = useState('');
  const [deletingAccount, setDeletingAccount] = useState(false);
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  const change = (next: boolean) => {
    // While a deletion runs, the dialog stays: its outcome is shown in it.
    if (!next && (deleteAll.isPending || deletingAccount)) return;
    setTyped('');
    deleteAll.reset();
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!confirmed) return;
    // The outcome is shown in the dialog itself; no toast on top of it.
    deleteAll.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Privacy Settings</DialogTitle>
          <DialogDescription>
            Your ideas are yours. You can delete everything Clarity keeps about them, at any time.
          </DialogDescription>
        </DialogHeader>
        {deleteAll.isSuccess ? (
          <div className="flex flex-col gap-4">
            <FormMessage tone="success">
              All your ideas, guides and feedback have been deleted.
            </FormMessage>
            <p className="text-ink-muted text-sm">
              Your account is still here, so you can start fresh whenever you like.
            </p>
            <DialogFooter className="mt-2">
              <DialogClose className={buttonVariants()}>Done</DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <div className="rounded-control border-danger-600/30 bg-danger-50 text-danger-700 border p-4 text-sm">
              <p className="font-semibold">Delete all my data</p>
              <p className="mt-1">
                This permanently deletes all of your ideas, their guides and step progress, and
                every piece of feedback you have given while signed in. It cannot be undone. Your
                account itself stays.
              </p>
            </div>
            {deleteAll.isError ? (
              // One transaction: a failure deletes nothing, and the dialog says so.
              <FormMessage>
                Nothing was deleted: {deleteAll.error.message} Please try again.
              </FormMessage>
            ) : null}
            <Field label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}>
              {(control) => (
                <Input
                  {...control}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
              )}
            </Field>
            <DialogFooter className="mt-2">
              <Button
                variant="outline"
                onClick={() => change(false)}
                disabled={deleteAll.isPending}
              >
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={!confirmed || deleteAll.isPending}>
                {deleteAll.isPending ? 'Deleting...' : 'Delete all my data'}
              </Button>
            </DialogFooter>
          </form>
        )}
        <DeleteAccountForm
          email={email}
          hasPassword={hasPassword}
          onPendingChange={setDeletingAccount}
        />
      </DialogContent>
    </Dialog>
  );
}
