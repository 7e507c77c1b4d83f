import { type Challenge, challengeResponseSchema } from '@app/domain/community.schemas.ts';
import type { User } from '@app/domain/users.schemas.ts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { currentUserQueryKey } from '@/lib/current-user.ts';
import { challengeQueryKey } from './get-challenge.ts';

/** `POST /challenge/join`: takes a place; 409 `challenge_full` once all are taken. */
export async function joinChallenge(): Promise<Challenge> {
  const response = await apiRequest('/challenge/join', {
    method: 'POST',
    schema: challengeResponseSchema,
  });
  return response.data;
}

/** The answer is the challenge as it now stands; the person's flag follows it (spec section 4). */
export function storeChallenge(queryClient: QueryClient, challenge: Challenge): void {
  queryClient.setQueryData(challengeQueryKey, challenge);
  queryClient.setQueryData<User | null>(
    currentUserQueryKey,
    (user) => user && { ...user, happyChallenge: challenge.joined },
  );
}

export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChallenge,
    // The page says why (all places taken) where the button was.
    meta: { handlesOwnErrors: true },
    onSuccess: (challenge) => storeChallenge(queryClient, challenge),
    // Whatever went wrong, the count on screen may be old.
    onError: () => queryClient.invalidateQueries({ queryKey: challengeQueryKey }),
  });
}
