import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';

/** Change Password: sets a new password for the current session. */
export function usePasswordChangeMutation() {
  const backend = useBackend();
  return useMutation({ mutationFn: (password: string) => backend.auth.updatePassword(password) });
}
