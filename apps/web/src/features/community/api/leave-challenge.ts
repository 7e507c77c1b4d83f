import { type Challenge, challengeResponseSchema } from '@app/domain/community.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { storeChallenge } from './join-challenge.ts';

/** `POST /challenge/leave`: gives the place back. */
export async function leaveChallenge(): Promise<Challenge> {
  const response = await apiRequest('/challenge/leave', {
    method: 'POST',
    schema: challengeResponseSchema,
  });
  return response.data;
}

/** Errors go to the shared red notification (spec section 8): the button has no field. */
export function useLeaveChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveChallenge,
    onSuccess: (challenge) => storeChallenge(queryClient, challenge),
  });
}
