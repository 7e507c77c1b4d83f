import { type IdeaRequest, ideaResponseSchema } from '@app/domain/site.schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function sendIdea(body: IdeaRequest): Promise<{ success: true }> {
  return apiRequest('/ideas', { method: 'POST', body, schema: ideaResponseSchema });
}

/** The ideas box shows its own error under the field, keeping what was written. */
export function useSendIdea() {
  return useMutation({ mutationFn: sendIdea, meta: { handlesOwnErrors: true } });
}
