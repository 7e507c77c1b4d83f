import { pushDevicesResponseSchema } from '@app/domain/push-subscriptions.schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';
import { ThisDevicePush } from './this-device-push.tsx';

const PUBLIC_KEY = 'B'.repeat(87);

describe('notifications on this device', () => {
  it('offers the switch, off, when this device is not among the person’s', async () => {
    fakeApi.on('GET', '/push-subscriptions', () =>
      answer(pushDevicesResponseSchema, {
        data: { publicKey: PUBLIC_KEY, endpoints: ['https://fcm.googleapis.com/fcm/send/other'] },
      }),
    );
    const screen = await renderInApp(<ThisDevicePush />);
    const push = screen.getByRole('switch', { name: 'Notifications on this device' });
    await expect.element(push).toBeVisible();
    await expect.element(push).not.toBeChecked();
    await expect.element(screen.getByText(/instead of by e-mail or text/)).toBeVisible();
  });

  it('shows nothing when the server sends no push', async () => {
    fakeApi.on('GET', '/push-subscriptions', () =>
      answer(pushDevicesResponseSchema, { data: { publicKey: null, endpoints: [] } }),
    );
    const screen = await renderInApp(<ThisDevicePush />);
    await expect.poll(() => fakeApi.calls('GET', '/push-subscriptions').length).toBe(1);
    await expect
      .element(screen.getByRole('switch', { name: 'Notifications on this device' }))
      .not.toBeInTheDocument();
  });
});
