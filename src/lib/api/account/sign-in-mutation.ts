import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { Credentials } from '@/lib/backend/port';
import { backendDecides } from '../network-mode';

/** Sign In: e-mail and password; the session provider hears of the new session itself. */
export function useSignInMutation() {
  const backend = useBackend();
  return useMutation({
    ...backendDecides,
    mutationFn: (credentials: Credentials) => backend.auth.signInWithPassword(credentials),
  });
}
