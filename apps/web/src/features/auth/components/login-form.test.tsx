import { sendCodeRequestSchema, sendCodeResponseSchema } from '@app/domain/auth.schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

describe('LoginForm', () => {
  it('sends the trimmed contact in the page language and goes to the enter-code page', async () => {
    fakeApi.on('POST', '/send-code', () =>
      answer(sendCodeResponseSchema, {
        success: true,
        contact: 'ana@example.com',
        contactType: 'email',
      }),
    );
    const screen = await renderInApp(<LoginForm />, { path: '/login' });
    await screen.getByLabelText('Mobile phone or email').fill('  Ana@Example.com ');
    await screen.getByRole('button', { name: 'Next' }).click();

    await expect.poll(() => screen.router.state.location.pathname).toBe('/enter-code');
    expect(screen.router.state.location.search).toBe(
      '?contact=ana%40example.com&contactType=email',
    );
    expect(fakeApi.bodyOf('POST', '/send-code', sendCodeRequestSchema)).toEqual({
      contact: 'Ana@Example.com',
      language: 'en',
    });
  });
});
