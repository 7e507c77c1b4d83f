import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginDevices } from '../../db/schema/login-devices.ts';
import { hashSessionToken } from './sessions.service.ts';

/** A browser that has not signed in for this long is a stranger again. */
export const LOGIN_DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** The most devices remembered per person; the least recently used go first. */
const DEVICES_PER_PERSON = 20;

/** Whether `token` is the device cookie of a browser that signed in as `contact` before. */
export async function isKnownDevice(
  db: Database,
  token: string | undefined,
  contact: string,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.tokenHash, hashSessionToken(token)),
        eq(loginDevices.contact, contact),
        gt(loginDevices.lastUsedAt, new Date(now.getTime() - LOGIN_DEVICE_TTL_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * After a sign-in: renews the browser's device cookie if it is this person's for this contact,
 * or issues a new one. Returns the token to set.
 */
export async function rememberDevice(
  db: Database,
  input: { userId: string; contact: string; presented: string | undefined },
  now: Date,
): Promise<string> {
  if (input.presented) {
    const [renewed] = await db
      .update(loginDevices)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(loginDevices.tokenHash, hashSessionToken(input.presented)),
          eq(loginDevices.userId, input.userId),
          eq(loginDevices.contact, input.contact),
          gt(loginDevices.lastUsedAt, new Date(now.getTime() - LOGIN_DEVICE_TTL_MS)),
        ),
      )
      .returning({ id: loginDevices.id });
    if (renewed) return input.presented;
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(loginDevices).values({
    userId: input.userId,
    contact: input.contact,
    tokenHash: hashSessionToken(token),
    createdAt: now,
    lastUsedAt: now,
  });
  // Clients that keep no cookies (bearer clients) would add a row at every sign-in.
  const kept = db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(eq(loginDevices.userId, input.userId))
    .orderBy(desc(loginDevices.lastUsedAt))
    .limit(DEVICES_PER_PERSON);
  await db
    .delete(loginDevices)
    .where(and(eq(loginDevices.userId, input.userId), notInArray(loginDevices.id, kept)));
  return token;
}
