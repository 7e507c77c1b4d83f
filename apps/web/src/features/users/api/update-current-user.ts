import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { updateCurrentUser } from '@/lib/update-current-user.ts';

/**
 * The answer is the person as now stored, so it goes straight into the current-user query:
 * the top bar's avatar and the dashboard's background change without another request.
 */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    // The profile form shows the error above its fields and keeps what was typed.
    meta: { handlesOwnErrors: true },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
