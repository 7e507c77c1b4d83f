import type { DeleteAccountRequest } from '@app/domain/users.schemas.ts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest, noContentSchema } from '@/lib/api-client.ts';
import { replaceSessionUser } from '@/lib/current-user.ts';
import { forgetOfflineData } from '@/lib/offline/offline-session.ts';

/**
 * `DELETE /users/current` with the account name typed on /delete-account (the server checks it
 * too): the subscription is cancelled, the cards removed, then everything of the person goes
 * and every session ends.
 */
export function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  return apiRequest('/users/current', { method: 'DELETE', body, schema: noContentSchema });
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
