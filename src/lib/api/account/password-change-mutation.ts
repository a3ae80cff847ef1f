import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { PasswordChange } from '@/lib/backend/port';

/** Change Password while signed in: the current password, then the new one. */
export function usePasswordChangeMutation() {
  const backend = useBackend();
  return useMutation({
    mutationFn: (change: PasswordChange) => backend.auth.changePassword(change),
  });
}

/** A reset link's recovery session: the new password alone (the old one is what was forgotten). */
export function useRecoveryPasswordMutation() {
  const backend = useBackend();
  return useMutation({
    mutationFn: (newPassword: string) => backend.auth.updatePassword(newPassword),
  });
}
