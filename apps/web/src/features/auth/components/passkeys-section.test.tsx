import { sendCodeRequestSchema, sendCodeResponseSchema } from '@app/domain/auth.schemas.ts';
import {
  type Passkey,
  passkeyResponseSchema,
  passkeysResponseSchema,
  renamePasskeyRequestSchema,
  verifyPasskeyRegistrationRequestSchema,
} from '@app/domain/passkeys.schemas.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { queryClient } from '@/lib/query-client.ts';
import { answer, fakeApi, heldAnswer, noContent, refuse } from '@/test/fake-api.ts';
import { aMadePasskey, answerPasskeyRegistrationOptions } from '@/test/passkeys.ts';
import { aPerson } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { PasskeysSection } from './passkeys-section.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const person = aPerson();

function aPasskey(fields: Partial<Passkey>): Passkey {
  return passkeysResponseSchema.parse({
    data: [
      {
        _id: '00000000-0000-4000-8000-0000000000b1',
        credentialId: 'AAECAwQFBgcICQoLDA0ODw',
        name: 'Chrome on Linux',
        created: '2025-03-01T08:00:00.000Z',
        lastUsed: null,
        deviceType: 'multiDevice',
        backedUp: true,
        prfSupported: true,
        signedInThisSession: false,
        ...fields,
      },
    ],
  }).data[0] as Passkey;
}

const laptop = aPasskey({});
const phone = aPasskey({
  _id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Work phone',
  lastUsed: new Date(Date.now() - 5 * 60_000).toISOString(),
  signedInThisSession: true,
});

function listing(passkeys: Passkey[]) {
  fakeApi.on('GET', '/passkeys', () => answer(passkeysResponseSchema, { data: passkeys }));
}

const render = (language: 'en' | 'es' = 'en') =>
  renderInApp(<PasskeysSection />, { path: '/profile', user: person, language });

describe('the passkeys section', () => {
  it('shows a wait, then each passkey with when it was added and last used', async () => {
    const held = heldAnswer();
    fakeApi.on('GET', '/passkeys', held.reply);
    const screen = await render();
    await expect.element(screen.getByText('Loading your passkeys...')).toBeVisible();
    held.release(answer(passkeysResponseSchema, { data: [laptop, phone] }));

    const list = screen.getByRole('list', { name: 'Your passkeys' });
    await expect.element(list.getByRole('listitem').nth(1)).toBeVisible();
    await expect
      .element(list.getByRole('listitem').nth(0))
      .toHaveTextContent('Chrome on LinuxAdded Mar 1, 2025 · not used to sign in yet');
    await expect
      .element(list.getByRole('listitem').nth(1))
      .toHaveTextContent(
        'Work phoneAdded Mar 1, 2025 · last used 5 minutes agoSigned in with this one',
      );
  });

  it('says when there is none yet, and offers one named after this browser', async () => {
    listing([]);
    const screen = await render();
    await expect.element(screen.getByText('You have no passkeys yet.')).toBeVisible();
    await expect
      .element(screen.getByLabelText('Name of the new passkey'))
      .toHaveValue(expect.stringMatching(/^Chrome on \w+$/));
  });

  it('adds a passkey under the typed name, sending only whether PRF is enabled; a closed prompt says nothing', async () => {
    listing([]);
    answerPasskeyRegistrationOptions();
    fakeApi.on('POST', '/passkeys/registration/verify', () =>
      answer(passkeyResponseSchema, { data: { ...laptop, name: 'My laptop' } }),
    );
    const made = vi
      .spyOn(navigator.credentials, 'create')
      .mockRejectedValueOnce(new DOMException('Not allowed.', 'NotAllowedError'))
      .mockResolvedValueOnce(aMadePasskey());
    const screen = await render();
    await screen.getByLabelText('Name of the new passkey').fill(' My laptop ');
    const add = screen.getByRole('button', { name: 'Add a passkey' });

    await add.click();
    await expect.poll(() => made.mock.calls.length).toBe(1);
    await expect.element(add).toBeEnabled();
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
    expect(fakeApi.calls('POST', '/passkeys/registration/verify')).toEqual([]);

    await add.click();
    await expect
      .element(screen.getByText('Passkey added. Next time, sign in with it.'))
      .toBeVisible();
    await expect
      .element(screen.getByRole('list', { name: 'Your passkeys' }))
      .toHaveTextContent('My laptop');
    const sent = fakeApi.bodyOf(
      'POST',
      '/passkeys/registration/verify',
      verifyPasskeyRegistrationRequestSchema,
    );
    expect(sent.name).toBe('My laptop');
    expect(sent.response.clientExtensionResults).toEqual({ prf: { enabled: true } });
    expect(sent.response.response.transports).toEqual(['internal', 'hybrid']);
  });

  it('renames in place: Enter saves, Escape puts the name back, a refusal keeps what was typed', async () => {
    listing([laptop]);
    fakeApi.on('PUT', '/passkeys/:id', ({ body }) =>
      answer(passkeyResponseSchema, {
        data: { ...laptop, name: renamePasskeyRequestSchema.parse(body).name },
      }),
    );
    const screen = await render();
    await screen.getByRole('button', { name: 'Rename Chrome on Linux' }).click();
    const field = screen.getByLabelText('Passkey name');
    await expect.element(field).toHaveFocus();
    await field.fill('Not this');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByText('Chrome on Linux')).toBeVisible();
    expect(fakeApi.calls('PUT', '/passkeys/:id')).toEqual([]);

    await screen.getByRole('button', { name: 'Rename Chrome on Linux' }).click();
    await field.fill('  Home laptop ');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Rename Home laptop' })).toHaveFocus();
    expect(fakeApi.bodyOf('PUT', '/passkeys/:id', renamePasskeyRequestSchema)).toEqual({
      name: 'Home laptop',
    });
    expect(fakeApi.calls('PUT', '/passkeys/:id')[0]?.path).toBe(`/passkeys/${laptop._id}`);

    fakeApi.on('PUT', '/passkeys/:id', () =>
      refuse(404, 'not_found', 'That passkey was not found.'),
    );
    await screen.getByRole('button', { name: 'Rename Home laptop' }).click();
    await field.fill('Gone');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByText('The name was not saved: That passkey was not found.'))
      .toBeVisible();
    await expect.element(field).toHaveValue('Gone');
  });

  it('asks before removing; the passkey of this session says it signs this device out', async () => {
    listing([laptop, phone]);
    fakeApi.on('DELETE', '/passkeys/:id', () => noContent());
    const screen = await render();

    await screen.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
    let dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    await expect.element(dialog).toHaveTextContent('“Chrome on Linux” will no longer sign you in');
    expect(dialog.element().textContent).not.toContain('signs this device out');
    await dialog.getByRole('button', { name: 'Remove passkey' }).click();
    await expect.element(screen.getByText('Passkey removed.')).toBeVisible();
    expect(fakeApi.calls('DELETE', '/passkeys/:id').map((call) => call.path)).toEqual([
      `/passkeys/${laptop._id}`,
    ]);
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(person);

    await screen.getByRole('button', { name: 'Remove Work phone' }).click();
    dialog = screen.getByRole('dialog', { name: 'Remove this passkey?' });
    await expect
      .element(dialog)
      .toHaveTextContent(
        'You signed in on this device with this passkey: removing it also signs this device out.',
      );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(fakeApi.calls('DELETE', '/passkeys/:id')).toHaveLength(1);

    await screen.getByRole('button', { name: 'Remove Work phone' }).click();
    await screen.getByRole('button', { name: 'Remove and sign out' }).click();
    // Nobody is signed in here any more: the guarded pages send the person to login.
    await expect.poll(() => queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    expect(fakeApi.calls('DELETE', '/passkeys/:id')).toHaveLength(2);
  });

  it('after a stale sign-in, says why no passkey can be added and sends a code to confirm', async () => {
    listing([]);
    fakeApi.on('POST', '/passkeys/registration/options', () =>
      refuse(
        403,
        'proof_not_fresh',
        'To add a passkey, sign in again with a code or a passkey first.',
      ),
    );
    fakeApi.on('POST', '/send-code', () =>
      answer(sendCodeResponseSchema, {
        success: true,
        contact: 'ana@example.com',
        contactType: 'email',
      }),
    );
    const screen = await render();
    await screen.getByRole('button', { name: 'Add a passkey' }).click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Confirm it is you first');
    await expect
      .element(alert)
      .toHaveTextContent('A passkey can be added only within 10 minutes of signing in.');
    // With no passkey yet, a code is the only way to confirm.
    expect(screen.container.textContent).not.toContain('Confirm with a passkey');

    await alert.getByRole('button', { name: 'Confirm with a code' }).click();
    await expect.poll(() => screen.router.state.location.pathname).toBe('/enter-code');
    expect(screen.router.state.location.search).toBe(
      '?contact=ana%40example.com&contactType=email&back=%2Fprofile',
    );
    expect(fakeApi.bodyOf('POST', '/send-code', sendCodeRequestSchema)).toMatchObject({
      contact: 'ana@example.com',
      contactType: 'email',
    });
  });

  it('in a browser without passkeys, lists them and says why none can be added', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    listing([laptop]);
    const screen = await render();
    await expect.element(screen.getByText('Chrome on Linux')).toBeVisible();
    await expect
      .element(screen.getByText('This browser cannot make or use passkeys.', { exact: false }))
      .toBeVisible();
    expect(screen.container.querySelector('button[type="submit"]')).toBeNull();
  });

  it('speaks Spanish', async () => {
    listing([phone]);
    const screen = await render('es');
    await expect.element(screen.getByRole('heading', { name: 'Llaves de acceso' })).toBeVisible();
    await expect.element(screen.getByText('Entraste con esta')).toBeVisible();
    await expect
      .element(screen.getByText('Añadida el 1 mar 2025 · usada por última vez hace 5 minutos'))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Quitar Work phone' }).click();
    await expect
      .element(screen.getByRole('dialog', { name: '¿Quitar esta llave de acceso?' }))
      .toHaveTextContent('al quitarla también se cierra la sesión aquí');
  });
});
