import type { PushDevices } from '@app/domain/push-subscriptions.schemas.ts';
import { Alert, Anchor, Group, List, Loader, Switch, Text } from '@mantine/core';
import { IconAlertCircle, IconDeviceMobile } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { usePushState, useSetThisDevicePush, useStopPushDevice } from '@/api/push-subscriptions.ts';
import { thisDeviceName } from '@/lib/device-name.ts';
import { useFormat } from '@/lib/i18n/format.ts';
import { canPush, needsHomeScreen, PushPermissionDenied } from '@/lib/push/this-device.ts';

/**
 * /profile's "Notifications on this device": Web Push for the browser in hand, asked for inside
 * the tap, and the person's other devices that get them, each of which can be stopped from
 * here (a lost phone). Nothing when the server sends no push; a word on what is missing
 * otherwise.
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
        onChange={(event) =>
          set.mutate({
            on: event.currentTarget.checked,
            publicKey,
            name: thisDeviceName((parts) => t('push.deviceName', parts), ''),
          })
        }
      />
      {/* Under the switch, as each reminder's help is: beside it, a phone centres the switch on
          four lines of text. */}
      <Text size="sm" c="dimmed" mt={4}>
        {t('push.help')}
      </Text>
      <PushDeviceList
        devices={state.data.devices}
        thisDevice={thisDevice}
        onStopThisDevice={() => set.mutate({ on: false, publicKey, name: '' })}
      />
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

/** The person's devices that get notifications, newest first, each with Stop. */
function PushDeviceList({
  devices,
  thisDevice,
  onStopThisDevice,
}: {
  devices: PushDevices['devices'];
  thisDevice: string | null;
  onStopThisDevice: () => void;
}) {
  const { t } = useTranslation('reminders');
  const format = useFormat();
  const stop = useStopPushDevice();
  const titleId = useId();
  if (devices.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} mt="sm" id={titleId}>
        {t('push.devicesTitle')}
      </Text>
      <List size="sm" spacing="xs" mt={4} listStyleType="none" aria-labelledby={titleId}>
        {devices.map((device) => {
          const isThis = device.endpoint === thisDevice;
          const name = device.name || t('push.unnamedDevice');
          return (
            <List.Item key={device.endpoint}>
              <Text size="sm">{isThis ? t('push.thisDeviceName', { name }) : name}</Text>
              <Group gap="xs">
                <Text span size="sm" c="dimmed">
                  {t('push.added', { date: format.date(device.created) })}
                </Text>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  disabled={stop.isPending}
                  aria-label={t('push.stopNamed', { name })}
                  onClick={() => (isThis ? onStopThisDevice() : stop.mutate(device.endpoint))}
                >
                  {t('push.stop')}
                </Anchor>
              </Group>
            </List.Item>
          );
        })}
      </List>
      {stop.isError && (
        <Alert mt="xs" color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {getErrorMessage(stop.error)}
        </Alert>
      )}
    </div>
  );
}
