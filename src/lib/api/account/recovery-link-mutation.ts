import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { RecoveryLink } from '@/domain/model';
import { backendDecides } from '../network-mode';

/** Turns a reset-password link into the session in which the new password is set. */
export function useRecoveryLinkMutation() {
  const backend = useBackend();
  return useMutation({
    ...backendDecides,
    mutationFn: (link: RecoveryLink) => backend.auth.openRecoveryLink(link),
  });
}
