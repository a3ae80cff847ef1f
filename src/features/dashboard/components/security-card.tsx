import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AuthUser } from '@/domain/model';
import { ChangePasswordDialog } from './change-password-dialog';
import { PrivacyDialog } from './privacy-dialog';
import { UpdateProfileDialog } from './update-profile-dialog';

type OpenDialog = 'password' | 'profile' | 'privacy' | null;

/** The security card; its three buttons work here (deliberate difference, docs/product.md §8.3). */
export function SecurityCard({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  // An account that signs in with Google has no password to confirm a change with.
  const hasPassword = user.app_metadata.provider !== 'google';
  const toggle = (dialog: Exclude<OpenDialog, null>) => (next: boolean) =>
    setOpen(next ? dialog : null);

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="security-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="security-heading" className="text-ink text-lg font-semibold">
            Security &amp; privacy
          </h2>
          <p className="text-ink-muted mt-1 text-sm">Your password, your name, and your data.</p>
        </div>
        <div className="grid grid-cols-1 gap-3">
          <Button variant="outline" className="justify-start" onClick={() => setOpen('password')}>
            Change Password
          </Button>
          <Button variant="outline" className="justify-start" onClick={() => setOpen('profile')}>
            Update Profile
          </Button>
          <Button variant="outline" className="justify-start" onClick={() => setOpen('privacy')}>
            Privacy Settings
          </Button>
        </div>
      </section>
      <ChangePasswordDialog
        email={user.email}
        hasPassword={hasPassword}
        open={open === 'password'}
        onOpenChange={toggle('password')}
      />
      <UpdateProfileDialog user={user} open={open === 'profile'} onOpenChange={toggle('profile')} />
      <PrivacyDialog
        email={user.email}
        hasPassword={hasPassword}
        open={open === 'privacy'}
        onOpenChange={toggle('privacy')}
      />
    </Card>
  );
}
