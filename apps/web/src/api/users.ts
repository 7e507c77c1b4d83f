import type { DeleteAccountRequest, UpdateUserRequest, User } from '@app/domain/users.schemas.ts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/api/client.ts';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { replaceSessionUser } from '@/api/session.ts';
import { forgetOfflineData } from '@/lib/offline/offline-session.ts';

/**
 * `PUT /users/current`: the profile page saves the person's name and pictures, the post form
 * their verbose-mode choice.
 */
export async function updateCurrentUser(body: UpdateUserRequest): Promise<User> {
  const response = await apiRequest('/users/current', {
    method: 'PUT',
    body,
    schema: 'users.userResponseSchema',
  });
  return response.data;
}

/**
 * The answer is the person as now stored, so it goes straight into the current-user query:
 * the top bar's avatar and the dashboard's background change without another request.
 */
export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    // The profile form shows the error above its fields and keeps what was typed.
    meta: { handlesOwnErrors: true },
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryKey, user),
  });
}

/**
 * `DELETE /users/current` with the account name typed on /delete-account (the server checks it
 * too): the subscription is cancelled, the cards removed, then everything of the person goes
 * and every session ends.
 */
function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  return apiRequest('/users/current', { method: 'DELETE', body, schema: 'noContent' });
}

export function useDeleteAccount() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    // The page shows the server's message under its Delete button and keeps what was typed.
    meta: { handlesOwnErrors: true },
    // The person no longer exists: nothing cached about them may stay, and they are signed out.
    // Done here rather than in the page, which unmounts as soon as nobody is signed in.
    onSuccess: () => {
      replaceSessionUser(queryClient, null);
      void forgetOfflineData();
      notifications.show({
        color: 'green',
        title: t('deletedTitle'),
        message: t('deletedText'),
        autoClose: 10_000,
      });
      void navigate('/login', { replace: true });
    },
  });
}
