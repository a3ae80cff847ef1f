import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { useSession } from '@/lib/session/session-provider';
import { dropSignOutNote, leaveSignOutNote } from '@/lib/session/sign-out-note';

/**
 * A person's own sign-out. It leaves its note first (see sign-out-note.ts), so that every tab,
 * this one included, takes the end of the session for a sign-out and not for an expiry.
 */
export function useSignOutMutation() {
  const backend = useBackend();
  const userId = useSession().session?.user.id;
  return useMutation({
    mutationFn: () => {
      if (userId) leaveSignOutNote(userId);
      return backend.auth.signOut();
    },
    onError: () => dropSignOutNote(),
  });
}
