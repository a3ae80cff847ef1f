import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { useSession } from '@/lib/session/session-provider';
import { dropSignOutNote, leaveSignOutNote } from '@/lib/session/sign-out-note';

/**
 * Delete my account: the account and everything in it, then the session ends. Like a sign-out it
 * leaves its note first, so every tab takes the end for the person's own doing, not an expiry, and
 * clears what it showed of the account.
 *
 * @param onDeleted runs even once the screen that asked is gone (the session guard leaves the
 *   page as soon as the session ends), so it is where the person is told.
 */
export function useAccountDeleteMutation({ onDeleted }: { onDeleted: () => void }) {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const userId = useSession().session?.user.id;
  return useMutation({
    mutationFn: (currentPassword: string | null) => {
      if (userId) leaveSignOutNote(userId);
      return backend.auth.deleteAccount(currentPassword);
    },
    onError: () => dropSignOutNote(),
    onSuccess: () => {
      // Nothing read for the account may outlive it.
      queryClient.clear();
      onDeleted();
    },
  });
}
