import { Alert, Loader, Switch, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { usePushState, useSetThisDevicePush } from '@/api/push-subscriptions.ts';
import { canPush, needsHomeScreen, PushPermissionDenied } from '@/lib/push/this-device.ts';

/**
 * /profile's "Notifications on this device": Web Push for the browser in hand, asked for inside
 * the tap. Nothing when the server sends no push; a word on what is missing otherwise.
 */
export function ThisDevicePush() {
  const { t } = useTranslation('reminders');
  const state = usePushState();
  const set = useSetThisDevicePush();

  if (needsHomeScreen()) {
    return (
      <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title={t('push.homeScreenTitle')}>
        {t('push.homeScreen')}
      </Alert>
    );
  }
  if (state.isPending) return <Loader size="xs" aria-label={t('push.loading')} />;
  if (state.isError || !state.data.publicKey) return null;
  if (!canPush()) {
    return (
      <Text size="sm" c="dimmed">
        {t('push.unsupported')}
      </Text>
    );
  }
  const { publicKey, thisDevice } = state.data;
  const blocked = Notification.permission === 'denied';
  const denied = set.error instanceof PushPermissionDenied || blocked;
  return (
    <div>
      <Switch
        label={t('push.switch')}
        checked={thisDevice !== null}
        disabled={set.isPending || (blocked && thisDevice === null)}
        onChange={(event) => set.mutate({ on: event.currentTarget.checked, publicKey })}
      />
      {/* Under the switch, as each reminder's help is: beside it, a phone centres the switch on
          four lines of text. */}
      <Text size="sm" c="dimmed" mt={4}>
        {t('push.help')}
      </Text>
      {denied ? (
        <Alert mt="xs" color="orange" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('push.denied')}
        </Alert>
      ) : (
        set.isError && (
          <Alert mt="xs" color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {getErrorMessage(set.error)}
          </Alert>
        )
      )}
    </div>
  );
}
