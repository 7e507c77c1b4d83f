import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/api/client.ts';
import { stopThisDevicePush } from '@/api/push-subscriptions.ts';
import { replaceSessionUser } from '@/api/session.ts';
import {
  forgetOfflineData,
  isUnsentWritesError,
  sendWritesBeforeLogout,
} from '@/lib/offline/offline-session.ts';

/** `POST /logout` (the server's auth module), apart from auth.ts, which the entry loads. */
function logout(): Promise<{ success: true }> {
  return apiRequest('/logout', { method: 'POST', schema: 'auth.logoutResponseSchema' });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return useMutation({
    mutationFn: async () => {
      // Logout clears this device, so writes still waiting to sync must reach the server first.
      await sendWritesBeforeLogout(queryClient);
      // The next person on this device must not get this one's reminders.
      await stopThisDevicePush();
      return logout();
    },
    // Runs offline too: the check above is what tells the person to wait for the connection.
    networkMode: 'always',
    meta: { handlesOwnErrors: true },
    onSettled: (_answer, error) => {
      if (isUnsentWritesError(error)) {
        notifications.show({
          color: 'orange',
          title: t('notLoggedOut'),
          message: t('unsentWrites', { count: error.count }),
        });
        return;
      }
      // Even when the server call fails (say the session had already expired) the person asked
      // to leave: forget everything cached about them, here and on the device, and show login.
      replaceSessionUser(queryClient, null);
      void forgetOfflineData();
      void navigate('/login', { replace: true });
    },
  });
}
