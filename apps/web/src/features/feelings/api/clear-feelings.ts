import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, noContentSchema } from '@/lib/api-client.ts';
import { EMPTY_FEELINGS, feelingsQueryKey } from './get-feelings.ts';

/** `DELETE /feelings` (Clear): the log, its counts and the total are emptied. */
export function clearFeelings(): Promise<void> {
  return apiRequest('/feelings', { method: 'DELETE', schema: noContentSchema });
}

/** Errors go to the shared red notification (spec section 8): the button has no field. */
export function useClearFeelings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearFeelings,
    onSuccess: () => queryClient.setQueryData(feelingsQueryKey, EMPTY_FEELINGS),
  });
}
