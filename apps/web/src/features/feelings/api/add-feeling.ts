import {
  type addFeelingRequestSchema,
  type FeelingsOverview,
  feelingsResponseSchema,
} from '@app/domain/feelings.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { feelingsQueryKey } from './get-feelings.ts';

/** The body of `POST /feelings`, as the domain schema leaves it (trimmed, lower-cased). */
export type AddFeelingRequest = ReturnType<typeof addFeelingRequestSchema.parse>;

/** `POST /feelings`: logs one feeling and answers the updated overview. */
export async function addFeeling(body: AddFeelingRequest): Promise<FeelingsOverview> {
  const response = await apiRequest('/feelings', {
    method: 'POST',
    body,
    schema: feelingsResponseSchema,
  });
  return response.data;
}

export function useAddFeeling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFeeling,
    // The form shows the server's message under the field and keeps the word for another try.
    meta: { handlesOwnErrors: true },
    onSuccess: (overview) => queryClient.setQueryData(feelingsQueryKey, overview),
  });
}
