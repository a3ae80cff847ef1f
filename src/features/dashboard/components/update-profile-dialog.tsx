import { useState, type FormEvent } from 'react';
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
import { useProfileUpdateMutation } from '@/lib/api/account/profile-update-mutation';
import {
  DISPLAY_NAME_MAX_LENGTH,
  validateDisplayName,
} from '@/features/dashboard/model/display-name';
import { emailPrefix } from '@/features/dashboard/model/profile';
import type { AuthUser } from '@/domain/model';

interface UpdateProfileDialogProps {
  user: AuthUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Update Profile: the display name shown on the dashboard (blank falls back to the e-mail prefix). */
export function UpdateProfileDialog({ user, open, onOpenChange }: UpdateProfileDialogProps) {
  const updateProfile = useProfileUpdateMutation();
  const [name, setName] = useState(user.user_metadata.full_name ?? '');
  const [error, setError] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (!next) setName(user.user_metadata.full_name ?? '');
    setError(null);
    updateProfile.reset();
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDisplayName(name);
    if (!result.success) {
      setError(result.error);
      return;
    }
    setError(null);
    // The card shows the new name at once; a failure puts the old one back and keeps the dialog open.
    updateProfile.mutate(result.name, {
      onSuccess: (updated) => {
        toast.success('Your profile has been updated.');
        setName(updated.user_metadata.full_name ?? '');
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Profile</DialogTitle>
          <DialogDescription>This is the name Clarity greets you with.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {updateProfile.isError ? <FormMessage>{updateProfile.error.message}</FormMessage> : null}
          <Field
            label="Display name"
            error={error}
            hint={`Leave it empty to be called “${emailPrefix(user.email)}”. Up to ${DISPLAY_NAME_MAX_LENGTH} characters.`}
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={updateProfile.isPending}>
              {updateProfile.isPending ? 'Saving...' : 'Save profile'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
