import type { Language } from '@app/domain/languages.ts';
import { sessionResponseSchema } from '@app/domain/session.schemas.ts';
import {
  sessionLockResponseSchema,
  unlockCodeSentResponseSchema,
} from '@app/domain/session-lock.schemas.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDeviceLocked, lockDevice, startDeviceLock, unlockDevice } from '@/lib/device-lock.ts';
import { answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { aPerson } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { LockScreen } from './lock-screen.tsx';

const person = aPerson();
const CONTACT = 'a•••@example.com';

/** The server has locked the session; GET /session says whether the person has a passkey. */
function lockedOnServer(hasPasskeys: () => boolean) {
  fakeApi.on('POST', '/session/lock', () => answer(sessionLockResponseSchema, { success: true }));
  fakeApi.on('GET', '/session', () =>
    answer(sessionResponseSchema, {
      data: null,
      locked: { contact: CONTACT, contactType: 'email', hasPasskeys: hasPasskeys() },
    }),
  );
}

async function lockScreen(language: Language = 'en') {
  lockDevice();
  return renderInApp(<LockScreen />, { language });
}

const TEXTS = {
  en: {
    passkey: 'Unlock with a passkey',
    code: 'Unlock with a code',
    why: /only a passkey unlocks it: a code could reach this very device/,
  },
  es: {
    passkey: 'Desbloquear con una llave de acceso',
    code: 'Desbloquear con un código',
    why: /solo una llave de acceso la desbloquea: un código podría llegar a este mismo dispositivo/,
  },
} as const;

describe('the lock screen (decision 0047)', () => {
  // As main.tsx does: the lock hears every answer of GET /session.
  beforeAll(() => {
    startDeviceLock();
  });
  afterEach(() => {
    if (isDeviceLocked()) unlockDevice(person);
  });

  for (const language of ['en', 'es'] as const) {
    it(`offers a person with a passkey the passkey alone, and says why (${language})`, async () => {
      lockedOnServer(() => true);
      const screen = await lockScreen(language);
      const texts = TEXTS[language];
      await expect.element(screen.getByRole('button', { name: texts.passkey })).toBeVisible();
      await expect.element(screen.getByText(texts.why)).toBeVisible();
      await expect
        .element(screen.getByRole('button', { name: texts.code }))
        .not.toBeInTheDocument();
      expect(screen.container.textContent).not.toContain(CONTACT);
    });
  }

  it('offers a person without a passkey a code to their own contact', async () => {
    lockedOnServer(() => false);
    fakeApi.on('POST', '/session/unlock/send-code', () =>
      answer(unlockCodeSentResponseSchema, {
        success: true,
        contact: CONTACT,
        contactType: 'email',
      }),
    );
    const screen = await lockScreen();
    await expect
      .element(screen.getByRole('button', { name: 'Unlock with a passkey' }))
      .not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Unlock with a code' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Code' }).first()).toBeVisible();
  });

  it('turns to the passkey when the server refuses a code to a person who added one since', async () => {
    let hasPasskey = false;
    lockedOnServer(() => hasPasskey);
    fakeApi.on('POST', '/session/unlock/send-code', () => {
      hasPasskey = true;
      return refuse(
        403,
        'unlock_with_passkey',
        'This account unlocks with one of its passkeys, not with a code. Use your passkey, or log out.',
      );
    });
    const screen = await lockScreen('es');
    await screen.getByRole('button', { name: TEXTS.es.code }).click();
    await expect
      .element(screen.getByText(/Esta cuenta se desbloquea con una de sus llaves de acceso/))
      .toBeVisible();
    await expect.element(screen.getByRole('button', { name: TEXTS.es.passkey })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: TEXTS.es.code }))
      .not.toBeInTheDocument();
  });
});
