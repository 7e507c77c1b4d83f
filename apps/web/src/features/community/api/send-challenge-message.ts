import {
  type ChallengeMessageResult,
  type SendChallengeMessageRequest,
  sendChallengeMessageResponseSchema,
} from '@app/domain/community.schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * `POST /challengers`: a moderator's message to the chosen participants, each by their own
 * channel (e-mail or SMS). Answers how many were sent, failed and skipped.
 */
export async function sendChallengeMessage(
  body: SendChallengeMessageRequest,
): Promise<ChallengeMessageResult> {
  const response = await apiRequest('/challengers', {
    method: 'POST',
    body,
    schema: sendChallengeMessageResponseSchema,
  });
  return response.data;
}

export function useSendChallengeMessage() {
  return useMutation({
    mutationFn: sendChallengeMessage,
    // The form shows the server's message beside its button and keeps the text.
    meta: { handlesOwnErrors: true },
  });
}
