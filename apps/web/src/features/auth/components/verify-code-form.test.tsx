import {
  sendCodeResponseSchema,
  signInResponseSchema,
  verifyCodeRequestSchema,
} from '@app/domain/auth.schemas.ts';
import { CODE_LENGTH } from '@app/domain/limits.ts';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { queryClient } from '@/lib/query-client.ts';
import { answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { aPerson } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { enterCodeLoader } from '../pages/enter-code.page.tsx';
import { VerifyCodeForm } from './verify-code-form.tsx';

const contact = { contact: 'ana@example.com', contactType: 'email' } as const;
const enterCode = '/enter-code?contact=ana%40example.com&contactType=email';

describe('the enter-code form', () => {
  it(`keeps only digits, at most ${CODE_LENGTH}, and holds Verify until all are in`, async () => {
    fakeApi.on('POST', '/verify-code', () =>
      refuse(400, 'invalid_code', 'That code is wrong or has expired.'),
    );
    const screen = await renderInApp(<VerifyCodeForm contact={contact} />, { path: enterCode });
    const code = screen.getByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await expect.element(verify).toBeDisabled();
    await code.fill('12345');
    await expect.element(verify).toBeDisabled();
    expect(fakeApi.calls('POST', '/verify-code')).toEqual([]);
    // A pasted message keeps just its digits, and the sixth sends them.
    await code.fill('Your code: 123 456 7');
    await expect.poll(() => fakeApi.calls('POST', '/verify-code').length).toBe(1);
    expect(fakeApi.calls('POST', '/verify-code')[0]?.body).toMatchObject({ code: '123456' });
  });

  it('sends six digits by themselves; a wrong code is cleared and the field takes the cursor', async () => {
    fakeApi.on('POST', '/verify-code', () =>
      refuse(400, 'invalid_code', 'That code is wrong or has expired.'),
    );
    const screen = await renderInApp(<VerifyCodeForm contact={contact} />, { path: enterCode });
    const code = screen.getByLabelText('Verification code');
    await code.fill('111111');
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('That did not work');
    await expect.element(alert).toHaveTextContent('That code is wrong or has expired.');
    expect(screen.router.state.location.pathname).toBe('/enter-code');
    await expect.element(code).toHaveValue('');
    await expect.element(code).toHaveFocus();

    const person = aPerson();
    fakeApi.on('POST', '/verify-code', () =>
      answer(signInResponseSchema, { success: true, token: 'in-the-cookie', data: person }),
    );
    await code.fill('222222');
    await expect.poll(() => screen.router.state.location.pathname).toBe('/urnb');
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(person);
    expect(fakeApi.calls('POST', '/verify-code').map((call) => call.body)).toEqual(
      ['111111', '222222'].map((typed) =>
        verifyCodeRequestSchema.parse({ ...contact, code: typed, language: 'en' }),
      ),
    );
  });

  it('says a new code was sent, or how long to wait when asked too soon', async () => {
    fakeApi.on('POST', '/send-code', () =>
      answer(sendCodeResponseSchema, { success: true, ...contact }),
    );
    const screen = await renderInApp(<VerifyCodeForm contact={contact} />, { path: enterCode });
    await screen.getByRole('button', { name: 'Resend' }).click();
    await expect.element(screen.getByText('Code sent again')).toBeVisible();

    fakeApi.on('POST', '/send-code', () =>
      refuse(429, 'rate_limited', 'Please wait before asking again.', { 'Retry-After': '27' }),
    );
    await screen.getByRole('button', { name: 'Resend' }).click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('No new code yet');
    await expect
      .element(alert)
      .toHaveTextContent('Please wait before asking again. You can ask again in 27 seconds.');
    await expect.element(screen.getByText('Code sent again')).not.toBeInTheDocument();
  });

  it('shows a refused code in Spanish by its code', async () => {
    fakeApi.on('POST', '/verify-code', () =>
      refuse(400, 'invalid_code', 'That code is wrong or has expired.'),
    );
    const screen = await renderInApp(<VerifyCodeForm contact={contact} />, {
      path: enterCode,
      language: 'es',
    });
    await screen.getByLabelText('Código de verificación').fill('111111');
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('No ha funcionado');
    await expect
      .element(alert)
      .toHaveTextContent(
        'Ese código no es correcto o ha caducado. Mira el último mensaje que te enviamos.',
      );
  });

  it('goes back to the page that asked for a code to confirm it is the person, and only to one of ours', async () => {
    const signedInPathOf = (back: string) =>
      enterCodeLoader({
        request: new Request(`http://localhost${enterCode}&back=${encodeURIComponent(back)}`),
        params: {},
        context: undefined,
      } as unknown as Parameters<typeof enterCodeLoader>[0]).signedInPath;
    expect(signedInPathOf('/profile')).toBe('/profile');
    for (const elsewhere of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/profile?x=1',
      '',
    ]) {
      expect(signedInPathOf(elsewhere), elsewhere).toBe('/urnb');
    }

    fakeApi.on('POST', '/verify-code', () =>
      answer(signInResponseSchema, { success: true, token: 'in-the-cookie', data: aPerson() }),
    );
    const screen = await renderInApp(<VerifyCodeForm contact={contact} signedInPath="/profile" />, {
      path: `${enterCode}&back=%2Fprofile`,
    });
    await screen.getByLabelText('Verification code').fill('123456');
    await expect.poll(() => screen.router.state.location.pathname).toBe('/profile');
  });
});
