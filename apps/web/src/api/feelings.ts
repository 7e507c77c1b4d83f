import {
  type addFeelingRequestSchema,
  type FeelingsOverview,
  type OwnFeelingWord,
  toFeelingGroupCounts,
} from '@app/domain/feelings.schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { feelingsQueryKey, ownFeelingWordsQueryKey } from '@/api/query-keys.ts';

/** What the page shows before anything is logged, and after Clear. */
const EMPTY_FEELINGS: FeelingsOverview = {
  recent: [],
  trending: [],
  total: 0,
  groups: toFeelingGroupCounts(new Map(), 0),
};

/**
 * `GET /feelings`: the last 10 (newest first), the trending top 10, the total and the whole log
 * by quarter of the mood meter.
 */
async function getFeelings(signal?: AbortSignal): Promise<FeelingsOverview> {
  const response = await apiRequest('/feelings', {
    schema: 'feelings.feelingsResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

const feelingsQueryOptions = queryOptions({
  queryKey: feelingsQueryKey,
  queryFn: ({ signal }) => getFeelings(signal),
});

export function useFeelings() {
  return useQuery(feelingsQueryOptions);
}

/** `GET /feelings/words`: the person's own words, the most used first, for the suggestions. */
async function getOwnFeelingWords(signal?: AbortSignal): Promise<OwnFeelingWord[]> {
  const response = await apiRequest('/feelings/words', {
    schema: 'feelings.ownFeelingWordsResponseSchema',
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

export function useOwnFeelingWords() {
  return useQuery({
    queryKey: ownFeelingWordsQueryKey,
    queryFn: ({ signal }) => getOwnFeelingWords(signal),
  });
}

/** The body of `POST /feelings`, as the domain schema leaves it (trimmed, lower-cased). */
type AddFeelingRequest = ReturnType<typeof addFeelingRequestSchema.parse>;

/** `POST /feelings`: logs one feeling and answers the updated overview. */
async function addFeeling(body: AddFeelingRequest): Promise<FeelingsOverview> {
  const response = await apiRequest('/feelings', {
    method: 'POST',
    body,
    schema: 'feelings.feelingsResponseSchema',
  });
  return response.data;
}

export function useAddFeeling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFeeling,
    // The form shows the server's message under the field and keeps the word for another try.
    meta: { handlesOwnErrors: true },
    onSuccess: (overview) => {
      queryClient.setQueryData(feelingsQueryKey, overview);
      // A new word becomes one of the person's own suggestions.
      void queryClient.invalidateQueries({ queryKey: ownFeelingWordsQueryKey });
    },
  });
}

/** `DELETE /feelings` (Clear): the log, its counts and the total are emptied. */
function clearFeelings(): Promise<void> {
  return apiRequest('/feelings', { method: 'DELETE', schema: 'noContent' });
}

/** Errors go to the shared red notification (docs/product.md section 8): the button has no field. */
export function useClearFeelings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearFeelings,
    onSuccess: () => {
      queryClient.setQueryData(feelingsQueryKey, EMPTY_FEELINGS);
      queryClient.setQueryData<OwnFeelingWord[]>(ownFeelingWordsQueryKey, []);
    },
  });
}
