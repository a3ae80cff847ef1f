import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { backendDecides } from '../network-mode';

/** Continue with Google: leaves the app for the provider (local mode refuses with a reason). */
export function useGoogleSignInMutation() {
  const backend = useBackend();
  return useMutation({ ...backendDecides, mutationFn: () => backend.auth.signInWithGoogle() });
}
