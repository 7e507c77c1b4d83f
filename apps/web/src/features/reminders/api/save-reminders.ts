import {
  type Reminders,
  remindersResponseSchema,
  type SaveRemindersRequest,
} from '@app/domain/reminders.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { activeLanguage } from '@/lib/i18n/i18n.ts';
import { remindersQueryKey } from './get-reminders.ts';

/** `PUT /reminders`: both reminders at once, in one time zone, written in the page's language. */
export async function saveReminders(
  body: Omit<SaveRemindersRequest, 'language'>,
): Promise<Reminders> {
  const response = await apiRequest('/reminders', {
    method: 'PUT',
    body: { ...body, language: activeLanguage() },
    schema: remindersResponseSchema,
  });
  return response.data;
}

export function useSaveReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminders,
    // The section shows the server's message beside its Save button.
    meta: { handlesOwnErrors: true },
    onSuccess: (reminders) => queryClient.setQueryData(remindersQueryKey, reminders),
  });
}
