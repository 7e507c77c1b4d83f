import { type Reminders, remindersResponseSchema } from '@app/domain/reminders.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const remindersQueryKey = ['reminders'] as const;

/** `GET /reminders`: both reminders, their zone (null until first saved) and where they go. */
export async function getReminders(): Promise<Reminders> {
  const response = await apiRequest('/reminders', { schema: remindersResponseSchema });
  return response.data;
}

export const remindersQuery = queryOptions({ queryKey: remindersQueryKey, queryFn: getReminders });

export function useReminders() {
  return useQuery(remindersQuery);
}
