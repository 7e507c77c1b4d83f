import type {
  IdleLockRequest,
  UnlockPasskeyOptions,
  UnlockResponse,
} from '@app/domain/session-lock.schemas.ts';
import { API_BASE, apiRequest } from '@/api/client.ts';
import { activeLanguage } from '@/lib/i18n/i18n.ts';

/*
 * The lock on a device (the server's auth module, decision 0047). The entry runs this module
 * (the lock is checked before the first render), so the passkey ceremony's library is fetched
 * only when someone unlocks with a passkey.
 */

/** Locks the session on the server: every tab, a reload and the API then meet the lock. */
export function lockSession(): Promise<void> {
  return apiRequest('/session/lock', { method: 'POST', schema: 'noContent' });
}

/** The device's idle rule and how long it has been idle, for the server to lock by too. */
export function reportIdleLock(body: IdleLockRequest): Promise<void> {
  return apiRequest('/session/idle-lock', { method: 'PUT', body, schema: 'noContent' });
}

/**
 * The same report as the page goes away: sent at once and kept alive past the page, where a
 * request that first waits for the browser (apiRequest) might never leave.
 */
export function reportIdleLockOnLeaving(body: IdleLockRequest): void {
  void fetch(`${API_BASE}/session/idle-lock`, {
    method: 'PUT',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** A code to the person's own contact (the answer names it masked), in the page's language. */
export function sendUnlockCode() {
  return apiRequest('/session/unlock/send-code', {
    method: 'POST',
    body: { language: activeLanguage() },
    schema: 'sessionLock.unlockCodeSentResponseSchema',
  });
}

export function unlockWithCode(code: string): Promise<UnlockResponse> {
  return apiRequest('/session/unlock/verify-code', {
    method: 'POST',
    body: { code },
    schema: 'sessionLock.unlockResponseSchema',
  });
}

/**
 * The browser's passkey prompt on the server's options (only the person's passkeys are
 * offered), then the server's check of the answer.
 */
export async function unlockWithPasskey(): Promise<UnlockResponse> {
  const [{ startAuthentication }, options] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest('/session/unlock/passkey/options', {
      method: 'POST',
      schema: 'sessionLock.unlockPasskeyOptionsResponseSchema',
    }),
  ]);
  const optionsJSON: UnlockPasskeyOptions = options.data;
  const signed = await startAuthentication({ optionsJSON });
  return apiRequest('/session/unlock/passkey/verify', {
    method: 'POST',
    // No extension is asked for: nothing of them is sent.
    body: { response: { ...signed, clientExtensionResults: {} } },
    schema: 'sessionLock.unlockResponseSchema',
  });
}
