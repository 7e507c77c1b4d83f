import { type ReminderKind, unsubscribeResponseSchema } from '@app/domain/reminders.schemas.ts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** `POST /reminders/unsubscribe` with the token from the link's fragment (no sign-in). */
export async function unsubscribe(token: string): Promise<ReminderKind> {
  const response = await apiRequest('/reminders/unsubscribe', {
    method: 'POST',
    body: { token },
    schema: unsubscribeResponseSchema,
  });
  return response.data.kind;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe, meta: { handlesOwnErrors: true } });
}
