import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a reminder's unsubscribe link: the reminder's id and an HMAC of it under a
 * server secret. Unguessable without the secret, and it names one reminder only.
 */
export function createUnsubscribeTokens(secret: string) {
  const mac = (reminderId: string) =>
    createHmac('sha256', secret).update(`reminder-unsubscribe:${reminderId}`).digest('base64url');
  return {
    sign: (reminderId: string) => `${reminderId}.${mac(reminderId)}`,
    /** The reminder's id, or null for anything this server did not sign. */
    verify(token: string): string | null {
      const [reminderId, signature, ...rest] = token.split('.');
      if (!reminderId || !signature || rest.length > 0) return null;
      if (!/^[0-9a-f-]{36}$/.test(reminderId)) return null;
      const expected = Buffer.from(mac(reminderId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? reminderId
        : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
