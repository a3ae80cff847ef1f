import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { backendDecides } from '../network-mode';

/** Forgot password: asks the auth server to e-mail a reset link to this address. */
export function usePasswordResetEmailMutation() {
  const backend = useBackend();
  return useMutation({
    ...backendDecides,
    mutationFn: (email: string) => backend.auth.resetPasswordForEmail(email),
  });
}
