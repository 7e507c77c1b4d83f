import {
  PUSH_SUBSCRIPTIONS_PER_PERSON,
  type PushDevices,
  type PushSubscriptionRequest,
} from '@app/domain/push-subscriptions.schemas.ts';
import type { Database } from '../../db/client.ts';
import { DomainError, notFound } from '../../domain-errors.ts';
import { isAllowedPushEndpoint } from './push-endpoints.ts';
import {
  deletePushSubscription,
  listPushSubscriptionRows,
  trimPushSubscriptions,
  upsertPushSubscription,
} from './push-subscriptions.repository.ts';

/** What the push routes need of the server besides the database. */
export type PushSettings = { publicKey: string | null; testEndpointOrigin?: string };

export async function getPushDevices(
  db: Database,
  userId: string,
  settings: PushSettings,
): Promise<PushDevices> {
  const rows = await listPushSubscriptionRows(db, userId);
  return {
    publicKey: settings.publicKey,
    devices: rows.map((row) => ({
      endpoint: row.endpoint,
      name: row.name,
      created: row.createdAt.toISOString(),
    })),
  };
}

/**
 * Turns push on for one of the person's devices. Only a known push service's https address is
 * kept (the server will POST to it); past the cap, the devices subscribed longest ago make room.
 */
export async function addPushDevice(
  db: Database,
  userId: string,
  request: PushSubscriptionRequest,
  settings: PushSettings,
  now: Date,
): Promise<PushDevices> {
  if (!settings.publicKey) {
    throw new DomainError('conflict', 'push_off', 'This server does not send push reminders.');
  }
  if (!isAllowedPushEndpoint(request.endpoint, settings.testEndpointOrigin)) {
    throw new DomainError(
      'invalid',
      'push_endpoint_refused',
      "That is not a browser push service's address.",
    );
  }
  const device = { endpoint: request.endpoint, ...request.keys, name: request.name ?? '' };
  await db.transaction(async (tx) => {
    await upsertPushSubscription(tx, userId, device, now);
    await trimPushSubscriptions(tx, userId, PUSH_SUBSCRIPTIONS_PER_PERSON);
  });
  return getPushDevices(db, userId, settings);
}

/** Turns push off for one of the person's devices; another person's endpoint is not found. */
export async function removePushDevice(
  db: Database,
  userId: string,
  endpoint: string,
  settings: PushSettings,
): Promise<PushDevices> {
  if (!(await deletePushSubscription(db, userId, endpoint))) throw notFound('That device');
  return getPushDevices(db, userId, settings);
}
