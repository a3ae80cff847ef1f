import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';

export function useSignOutMutation() {
  const backend = useBackend();
  return useMutation({ mutationFn: () => backend.auth.signOut() });
}
