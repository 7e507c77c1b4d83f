import type { User } from '@app/domain/users.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { updateCurrentUser } from '@/api/users.ts';

/** Stores the person's verbose-mode choice (docs/product.md, "Post form"; `verboseMode` on the user). */
function saveVerboseMode(verboseMode: boolean): Promise<User> {
  return updateCurrentUser({ verboseMode });
}

/**
 * The guidance shows or hides at once; the choice is saved behind it. A refusal puts the
 * previous choice back, and the shared handler says why (docs/product.md section 8).
 */
export function useSaveVerboseMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVerboseMode,
    onMutate: async (verboseMode) => {
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      const previous = queryClient.getQueryData<User | null>(currentUserQueryKey);
      if (previous) queryClient.setQueryData(currentUserQueryKey, { ...previous, verboseMode });
      return { previous };
    },
    onError: (_error, _verboseMode, context) => {
      if (context?.previous) queryClient.setQueryData(currentUserQueryKey, context.previous);
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}
