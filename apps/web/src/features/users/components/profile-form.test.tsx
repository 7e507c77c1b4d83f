import { USER_NAME_MAX_LENGTH } from '@app/domain/limits.ts';
import { updateUserRequestSchema, userResponseSchema } from '@app/domain/users.schemas.ts';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/api/query-keys.ts';
import { queryClient } from '@/lib/query-client.ts';
import { type ApiCall, answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { aPerson } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { ProfileForm } from './profile-form.tsx';

const person = aPerson({ name: 'Ana' });

/** The server keeps the person's changes (trimming the name) and answers them as now stored. */
function keepsWhatItIsSent({ body }: ApiCall) {
  const changes = updateUserRequestSchema.parse(body);
  return answer(userResponseSchema, { data: aPerson({ ...person, ...changes }) });
}

describe('the profile form', () => {
  it(`saves the name trimmed, at most ${USER_NAME_MAX_LENGTH} characters, and the top bar learns it at once`, async () => {
    fakeApi.on('PUT', '/users/current', keepsWhatItIsSent);
    const screen = await renderInApp(<ProfileForm user={person} />, { user: person });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveValue('Ana');
    await expect.element(name).toHaveAttribute('maxlength', String(USER_NAME_MAX_LENGTH));
    await name.fill('  Ana María ');
    await screen.getByRole('button', { name: 'Save', exact: true }).click();

    await expect.element(screen.getByText('Your profile is saved.')).toBeVisible();
    await expect.element(name).toHaveValue('Ana María');
    expect(fakeApi.bodyOf('PUT', '/users/current', updateUserRequestSchema)).toEqual({
      name: 'Ana María',
      image: null,
      backgroundImage: null,
    });
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ name: 'Ana María' });
  });

  it('keeps what was typed when the server refuses, and says why, in Spanish', async () => {
    fakeApi.on('PUT', '/users/current', () => refuse(503, 'unavailable', 'Try again in a minute.'));
    const screen = await renderInApp(<ProfileForm user={person} />, {
      user: person,
      language: 'es',
    });
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await name.fill('Ana María');
    await screen.getByRole('button', { name: 'Guardar', exact: true }).click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Tu perfil no se ha guardado');
    // The server writes in English: the refusal is said by its code.
    await expect
      .element(alert)
      .toHaveTextContent(
        'Inner Compass no responde ahora mismo. Vuelve a intentarlo en un momento.',
      );
    await expect.element(name).toHaveValue('Ana María');
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ name: 'Ana' });
  });
});
