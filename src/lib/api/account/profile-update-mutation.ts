import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '@/lib/backend/backend-context';
import type { AuthUser } from '@/domain/model';
import { accountKeys } from './keys';

/** Update Profile: the display name. The profile card shows the new name at once. */
export function useProfileUpdateMutation() {
  const backend = useBackend();
  const queryClient = useQueryClient();
  return useMutation<AuthUser, Error, string, { previous: AuthUser | null | undefined }>({
    mutationFn: (fullName) => backend.auth.updateProfile({ fullName }),
    onMutate: async (fullName) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.user });
      const previous = queryClient.getQueryData<AuthUser | null>(accountKeys.user);
      queryClient.setQueryData<AuthUser | null>(accountKeys.user, (user) =>
        user ? { ...user, user_metadata: { ...user.user_metadata, full_name: fullName } } : user,
      );
      return { previous };
    },
    onError: (_error, _name, context) => {
      if (context?.previous !== undefined)
        queryClient.setQueryData(accountKeys.user, context.previous);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.user, user);
    },
  });
}
