import {
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  signInResponseSchema,
} from '@app/domain/auth.schemas.ts';
import { CODE_RECENTLY_SENT, PASSKEY_CHALLENGE_TTL_MS } from '@app/domain/limits.ts';
import { verifyPasskeyAuthenticationRequestSchema } from '@app/domain/passkeys.schemas.ts';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { replaceSessionUser } from '@/api/session.ts';
import { queryClient } from '@/lib/query-client.ts';
import { answer, fakeApi, heldAnswer, refuse } from '@/test/fake-api.ts';
import { answerPasskeySignInOptions, aSignedAssertion } from '@/test/passkeys.ts';
import { aPerson } from '@/test/records.ts';
import { passTime, renderInApp } from '@/test/render.tsx';
import { AlreadySentNote } from '../pages/enter-code.page.tsx';
import { LoginForm } from './login-form.tsx';

// The page asks for the passkeys of its autofill as soon as it shows, where someone signed in before.
beforeEach(answerPasskeySignInOptions);

/** Someone signed in with this browser, then out: the login page's autofill is worth starting. */
function signedInHereBefore() {
  replaceSessionUser(queryClient, aPerson());
  replaceSessionUser(queryClient, null);
}
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const sent = () =>
  answer(sendCodeResponseSchema, {
    success: true,
    contact: 'ana@example.com',
    contactType: 'email',
  });

describe('the login form', () => {
  it('sends the trimmed contact in the page language and opens the enter-code page', async () => {
    fakeApi.on('POST', '/send-code', sent);
    const screen = await renderInApp(<LoginForm />, { path: '/login' });
    await screen.getByLabelText('Mobile phone or email').fill('  Ana@Example.com ');
    await screen.getByRole('button', { name: 'Next' }).click();

    await expect.poll(() => screen.router.state.location.pathname).toBe('/enter-code');
    // The server's normalised contact, which verify-code expects back.
    expect(screen.router.state.location.search).toBe(
      '?contact=ana%40example.com&contactType=email',
    );
    expect(fakeApi.bodyOf('POST', '/send-code', sendCodeRequestSchema)).toEqual({
      contact: 'Ana@Example.com',
      language: 'en',
    });
  });

  it('sends nothing for a blank contact, and holds Next while the code is on its way', async () => {
    const held = heldAnswer();
    fakeApi.on('POST', '/send-code', held.reply);
    const screen = await renderInApp(<LoginForm />, { path: '/login' });
    const contact = screen.getByLabelText('Mobile phone or email');
    await contact.fill('   ');
    await screen.getByRole('button', { name: 'Next' }).click();
    expect(fakeApi.calls('POST', '/send-code')).toEqual([]);

    await contact.fill('ana@example.com');
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(screen.getByRole('button', { name: 'Sending code...' })).toBeDisabled();
    await expect.element(contact).toBeDisabled();
    held.release(sent());
    await expect.poll(() => screen.router.state.location.pathname).toBe('/enter-code');
    expect(fakeApi.calls('POST', '/send-code')).toHaveLength(1);
  });

  it('says under the field when the contact is neither an e-mail nor a phone, until it changes', async () => {
    fakeApi.on('POST', '/send-code', () =>
      refuse(400, 'invalid_contact', 'Enter a valid e-mail address or mobile phone number.'),
    );
    const screen = await renderInApp(<LoginForm />, { path: '/login' });
    const contact = screen.getByLabelText('Mobile phone or email');
    await contact.fill('not a contact');
    await screen.getByRole('button', { name: 'Next' }).click();

    const fieldError = screen.getByText('Enter an e-mail address or a mobile phone number');
    await expect.element(fieldError).toBeVisible();
    await expect.element(contact).toHaveAttribute('aria-invalid', 'true');
    expect(screen.router.state.location.pathname).toBe('/login');

    await contact.fill('ana@example.com');
    await expect.element(fieldError).not.toBeInTheDocument();
  });

  it('shows any other refusal in an alert with the server’s message', async () => {
    fakeApi.on('POST', '/send-code', () =>
      refuse(429, 'rate_limited', 'Too many codes asked for. Wait a little and try again.'),
    );
    const screen = await renderInApp(<LoginForm />, { path: '/login' });
    await screen.getByLabelText('Mobile phone or email').fill('ana@example.com');
    await screen.getByRole('button', { name: 'Next' }).click();

    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Could not send a code');
    await expect.element(alert).toHaveTextContent('Too many codes asked for.');
    await expect.element(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('opens the code screen with a calm note when a code went to this contact moments ago', async () => {
    fakeApi.on('POST', '/send-code', () =>
      refuse(
        429,
        CODE_RECENTLY_SENT,
        'A code was just sent. You can ask for another in 20 seconds.',
      ),
    );
    const screen = await renderInApp(
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="/enter-code" element={<AlreadySentNote />} />
      </Routes>,
      { path: '/login', language: 'es' },
    );
    await screen.getByLabelText('Móvil o correo electrónico').fill(' Ana@Example.com ');
    await screen.getByRole('button', { name: 'Siguiente' }).click();

    await expect.poll(() => screen.router.state.location.pathname).toBe('/enter-code');
    // The same query as the usual way there, the contact as verify-code expects it.
    expect(screen.router.state.location.search).toBe(
      '?contact=ana%40example.com&contactType=email',
    );
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Ya te enviamos un código; sigue siendo válido.');
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a phone number on to the code screen as a phone', async () => {
    fakeApi.on('POST', '/send-code', () =>
      refuse(429, CODE_RECENTLY_SENT, 'A code was just sent.'),
    );
    const screen = await renderInApp(
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="/enter-code" element={<AlreadySentNote />} />
      </Routes>,
      { path: '/login' },
    );
    await screen.getByLabelText('Mobile phone or email').fill('+1 415 555 2671');
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => screen.router.state.location.pathname).toBe('/enter-code');
    expect(Object.fromEntries(new URLSearchParams(screen.router.state.location.search))).toEqual({
      contact: '+1 415 555 2671',
      contactType: 'phone',
    });
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent("We already sent you a code; it's still valid.");
  });

  it('speaks Spanish: its labels, its field error, and a refusal by its code', async () => {
    fakeApi.on('POST', '/send-code', () =>
      refuse(400, 'invalid_contact', 'Enter a valid e-mail address or mobile phone number.'),
    );
    const screen = await renderInApp(<LoginForm />, { path: '/login', language: 'es' });
    await screen.getByLabelText('Móvil o correo electrónico').fill('nada');
    await screen.getByRole('button', { name: 'Siguiente' }).click();
    await expect
      .element(screen.getByText('Escribe una dirección de correo o un número de móvil'))
      .toBeVisible();
    expect(fakeApi.calls('POST', '/send-code')[0]?.body).toMatchObject({ language: 'es' });

    fakeApi.on('POST', '/send-code', () =>
      refuse(429, 'rate_limited', 'Too many codes asked for. Wait a little and try again.'),
    );
    await screen.getByRole('button', { name: 'Siguiente' }).click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('No se pudo enviar el código');
    await expect
      .element(alert)
      .toHaveTextContent('Demasiados intentos. Espera un poco y vuelve a intentarlo.');
  });
});

describe('signing in with a passkey', () => {
  const signInButton = 'Sign in with a passkey';
  const refusal = 'That passkey did not sign you in. Try again, or sign in with a code.';

  it('asks for no passkey in a browser nobody signed in with, until the button is pressed', async () => {
    const asked = vi
      .spyOn(navigator.credentials, 'get')
      .mockRejectedValueOnce(new DOMException('Not allowed.', 'NotAllowedError'));
    const screen = await renderInApp(<LoginForm />, { path: '/login' });
    const button = screen.getByRole('button', { name: signInButton });
    await expect.element(button).toBeEnabled();
    // Long enough for the autofill's request to have gone out, had it started.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).not.toHaveBeenCalled();
    expect(fakeApi.calls('POST', '/passkeys/authentication/options')).toHaveLength(0);

    await button.click();
    await expect.poll(() => asked.mock.calls.length).toBe(1);
    expect(asked.mock.calls[0]?.[0]?.mediation).toBeUndefined();
    expect(fakeApi.calls('POST', '/passkeys/authentication/options')).toHaveLength(1);
  });

  it('offers passkeys in the contact field’s autofill, asking anew before the challenge runs out', async () => {
    signedInHereBefore();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = vi.spyOn(navigator.credentials, 'get');
    const screen = await renderInApp(<LoginForm />, { path: '/login' });
    await expect
      .element(screen.getByLabelText('Mobile phone or email'))
      .toHaveAttribute('autocomplete', 'username webauthn');
    const requests = async () => {
      await passTime(0);
      return asked.mock.calls.length;
    };
    await expect.poll(requests).toBe(1);
    expect(asked.mock.calls[0]?.[0]).toMatchObject({ mediation: 'conditional' });

    await passTime(PASSKEY_CHALLENGE_TTL_MS - 31_000);
    expect(await requests()).toBe(1);
    await passTime(1_000);
    await expect.poll(requests).toBe(2);
    expect(fakeApi.calls('POST', '/passkeys/authentication/options')).toHaveLength(2);
    expect(asked.mock.calls[0]?.[0]?.signal?.aborted).toBe(true);
    expect(asked.mock.calls[1]?.[0]).toMatchObject({ mediation: 'conditional' });
    expect(asked.mock.calls[1]?.[0]?.signal?.aborted).toBe(false);
  });

  it('keeps the autofill’s failures to itself until the person picks a passkey, then says so', async () => {
    signedInHereBefore();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = vi
      .spyOn(navigator.credentials, 'get')
      .mockRejectedValueOnce(new DOMException('Not for this host.', 'SecurityError'));
    const screen = await renderInApp(<LoginForm />, { path: '/login' });
    const requests = async () => {
      await passTime(0);
      return asked.mock.calls.length;
    };
    const noAlert = () => expect(screen.container.querySelector('[role="alert"]')).toBeNull();
    // The browser refuses the request at once (a host name the passkeys are not for).
    await expect.poll(requests).toBe(1);
    noAlert();

    // The next round cannot get its options (too many tries from this address).
    fakeApi.on('POST', '/passkeys/authentication/options', () =>
      refuse(429, 'too_many_requests', 'Too many tries.'),
    );
    await passTime(PASSKEY_CHALLENGE_TTL_MS - 30_000);
    await expect
      .poll(() => fakeApi.calls('POST', '/passkeys/authentication/options'))
      .toHaveLength(2);
    await passTime(0);
    noAlert();

    // The next: the person picks one of the autofill's passkeys, and the server refuses it.
    answerPasskeySignInOptions();
    fakeApi.on('POST', '/passkeys/authentication/verify', () =>
      refuse(401, 'passkey_refused', 'This passkey could not sign you in.'),
    );
    asked.mockResolvedValueOnce(aSignedAssertion());
    await passTime(PASSKEY_CHALLENGE_TTL_MS - 30_000);
    await expect.poll(requests).toBe(2);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(refusal);
  });

  it('says nothing of a closed prompt, one neutral thing of a refusal, and signs in where a code does', async () => {
    // The button's own ceremony, with no autofill request beside it.
    vi.spyOn(PublicKeyCredential, 'isConditionalMediationAvailable').mockResolvedValue(false);
    const asked = vi
      .spyOn(navigator.credentials, 'get')
      .mockRejectedValueOnce(new DOMException('Not allowed.', 'NotAllowedError'));
    const screen = await renderInApp(<LoginForm />, { path: '/login' });
    const button = screen.getByRole('button', { name: signInButton });

    await button.click();
    await expect.poll(() => asked.mock.calls.length).toBe(1);
    expect(asked.mock.calls[0]?.[0]?.mediation).toBeUndefined();
    await expect.element(button).toBeEnabled();
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();

    fakeApi.on('POST', '/passkeys/authentication/verify', () =>
      refuse(401, 'passkey_refused', 'This passkey could not sign you in.'),
    );
    asked.mockResolvedValueOnce(aSignedAssertion());
    await button.click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent(refusal);
    const sent = fakeApi.bodyOf(
      'POST',
      '/passkeys/authentication/verify',
      verifyPasskeyAuthenticationRequestSchema,
    );
    expect(sent).toMatchObject({ language: 'en', response: { clientExtensionResults: {} } });
    expect(screen.router.state.location.pathname).toBe('/login');

    const person = aPerson();
    fakeApi.on('POST', '/passkeys/authentication/verify', () =>
      answer(signInResponseSchema, { success: true, token: 'x'.repeat(43), data: person }),
    );
    asked.mockResolvedValueOnce(aSignedAssertion());
    await button.click();
    await expect.poll(() => screen.router.state.location.pathname).toBe('/urnb');
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(person);
  });

  it('speaks Spanish', async () => {
    vi.spyOn(PublicKeyCredential, 'isConditionalMediationAvailable').mockResolvedValue(false);
    vi.spyOn(navigator.credentials, 'get').mockResolvedValueOnce(aSignedAssertion());
    fakeApi.on('POST', '/passkeys/authentication/verify', () =>
      refuse(401, 'passkey_refused', 'This passkey could not sign you in.'),
    );
    const screen = await renderInApp(<LoginForm />, { path: '/login', language: 'es' });
    await screen.getByRole('button', { name: 'Entrar con una llave de acceso' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(
        'Esa llave de acceso no te dejó entrar. Vuelve a intentarlo o entra con un código.',
      );
  });
});
