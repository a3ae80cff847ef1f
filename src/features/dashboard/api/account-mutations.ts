import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { AuthUser } from '@/lib/backend/port';
import { feedbackKeys } from '@/lib/api/feedback/keys';
import { guideKeys } from '@/lib/api/guides/keys';
import { ideaKeys } from '@/lib/api/ideas/keys';
import { statsKeys } from '@/lib/api/stats/keys';
import { dashboardKeys } from './keys';

/** Change Password: sets a new password for the current session. */
export function useChangePassword() {
  const backend = useBackend();
  return useMutation({ mutationFn: (password: string) => backend.auth.updatePassword(password) });
}

/** Update Profile: the display name. The profile card shows the new name at once. */
export function useUpdateProfile() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<AuthUser, Error, string, { previous: AuthUser | null | undefined }>({
    mutationFn: (fullName) => backend.auth.updateProfile({ fullName }),
    onMutate: async (fullName) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.user });
      const previous = queryClient.getQueryData<AuthUser | null>(dashboardKeys.user);
      queryClient.setQueryData<AuthUser | null>(dashboardKeys.user, (user) =>
        user ? { ...user, user_metadata: { ...user.user_metadata, full_name: fullName } } : user,
      );
      return { previous };
    },
    onError: (_error, _name, context) => {
      if (context?.previous !== undefined)
        queryClient.setQueryData(dashboardKeys.user, context.previous);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(dashboardKeys.user, user);
    },
  });
}

export function useSignOut() {
  const backend = useBackend();
  return useMutation({ mutationFn: () => backend.auth.signOut() });
}

/**
 * Privacy Settings: deletes every idea (and so every guide) and every piece of feedback of the
 * person, in one step the dialog can report on (src/lib/api has the ideas half alone, with no
 * feedback counterpart). Ideas first: they are what the person came to delete.
 */
export function useDeleteAllData() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await backend.ideas.removeAll();
      await backend.feedback.removeMine();
    },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ideaKeys.details() });
      queryClient.removeQueries({ queryKey: guideKeys.all });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
        queryClient.invalidateQueries({ queryKey: statsKeys.all }),
      ]),
  });
}
