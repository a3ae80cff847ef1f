import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Credentials } from '@/lib/backend/port';
import { backendDecides } from '../network-mode';

/** Create Account: answers with a session, or none while the e-mail waits to be confirmed. */
export function useSignUpMutation() {
  const backend = useBackend();
  return useMutation({
    ...backendDecides,
    mutationFn: (credentials: Credentials) => backend.auth.signUp(credentials),
  });
}
