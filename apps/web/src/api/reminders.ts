import type {
  ReminderRowKind,
  Reminders,
  SaveRemindersRequest,
} from '@app/domain/reminders.schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { remindersQueryKey } from '@/api/query-keys.ts';
import { activeLanguage } from '@/lib/i18n/i18n.ts';

/** `GET /reminders`: both reminders, their zone (null until first saved) and where they go. */
async function getReminders(): Promise<Reminders> {
  const response = await apiRequest('/reminders', { schema: 'reminders.remindersResponseSchema' });
  return response.data;
}

export const remindersQuery = queryOptions({ queryKey: remindersQueryKey, queryFn: getReminders });

export function useReminders() {
  return useQuery(remindersQuery);
}

/** `PUT /reminders`: both reminders at once, in one time zone, written in the page's language. */
async function saveReminders(body: Omit<SaveRemindersRequest, 'language'>): Promise<Reminders> {
  const response = await apiRequest('/reminders', {
    method: 'PUT',
    body: { ...body, language: activeLanguage() },
    schema: 'reminders.remindersResponseSchema',
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

/** `POST /reminders/unsubscribe` with the token from the link's fragment (no sign-in). */
async function unsubscribe(token: string): Promise<ReminderRowKind> {
  const response = await apiRequest('/reminders/unsubscribe', {
    method: 'POST',
    body: { token },
    schema: 'reminders.unsubscribeResponseSchema',
  });
  return response.data.kind;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe, meta: { handlesOwnErrors: true } });
}
