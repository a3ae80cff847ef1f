import { useMutation } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import { useSession } from '@/lib/session/session-provider';
import { dropSignOutNote, noteSignOut } from '@/lib/session/sign-out-note';

/** A person's own sign-out, which every tab tells from an expiry by the note it leaves first. */
export function useSignOutMutation() {
  const backend = useBackend();
  const userId = useSession().session?.user.id;
  return useMutation({
    mutationFn: () => {
      if (userId) noteSignOut(userId);
      return backend.auth.signOut();
    },
    onError: () => dropSignOutNote(),
  });
}
