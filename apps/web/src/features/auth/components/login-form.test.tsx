import { sendCodeRequestSchema, sendCodeResponseSchema } from '@app/domain/auth.schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, heldAnswer, refuse } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

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
