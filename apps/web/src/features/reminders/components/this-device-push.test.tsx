import {
  pushDevicesResponseSchema,
  removePushSubscriptionRequestSchema,
} from '@app/domain/push-subscriptions.schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';
import { ThisDevicePush } from './this-device-push.tsx';

const PUBLIC_KEY = 'B'.repeat(87);
const OTHER = 'https://fcm.googleapis.com/fcm/send/other';
const PHONE = 'https://web.push.apple.com/phone';

describe('notifications on this device', () => {
  it('offers the switch, off, when this device is not among the person’s', async () => {
    fakeApi.on('GET', '/push-subscriptions', () =>
      answer(pushDevicesResponseSchema, {
        data: {
          publicKey: PUBLIC_KEY,
          devices: [{ endpoint: OTHER, name: 'Safari on iOS', created: '2026-11-02T09:00:00Z' }],
        },
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
      answer(pushDevicesResponseSchema, { data: { publicKey: null, devices: [] } }),
    );
    const screen = await renderInApp(<ThisDevicePush />);
    await expect.poll(() => fakeApi.calls('GET', '/push-subscriptions').length).toBe(1);
    await expect
      .element(screen.getByRole('switch', { name: 'Notifications on this device' }))
      .not.toBeInTheDocument();
  });

  it("lists the person's devices that get notifications and stops one of them, not this one", async () => {
    let devices = [
      { endpoint: PHONE, name: 'Safari on iOS', created: '2026-11-20T09:00:00Z' },
      { endpoint: OTHER, name: '', created: '2026-11-02T09:00:00Z' },
    ];
    fakeApi.on('GET', '/push-subscriptions', () =>
      answer(pushDevicesResponseSchema, { data: { publicKey: PUBLIC_KEY, devices } }),
    );
    fakeApi.on('DELETE', '/push-subscriptions', () => {
      devices = devices.filter((device) => device.endpoint !== PHONE);
      return answer(pushDevicesResponseSchema, { data: { publicKey: PUBLIC_KEY, devices } });
    });
    const screen = await renderInApp(<ThisDevicePush />);
    const list = screen.getByRole('list', { name: 'Devices that get notifications' });
    await expect.element(list.getByText('Safari on iOS')).toBeVisible();
    await expect.element(list.getByText('A device', { exact: true })).toBeVisible();
    await expect.element(list.getByText('since Nov 20, 2026')).toBeVisible();
    await screen.getByRole('button', { name: 'Stop notifications on Safari on iOS' }).click();
    await expect.poll(() => fakeApi.calls('DELETE', '/push-subscriptions').length).toBe(1);
    expect(
      fakeApi.bodyOf('DELETE', '/push-subscriptions', removePushSubscriptionRequestSchema),
    ).toEqual({
      endpoint: PHONE,
    });
    await expect.element(list.getByText('Safari on iOS')).not.toBeInTheDocument();
    await expect.element(list.getByText('A device', { exact: true })).toBeVisible();
  });
});
