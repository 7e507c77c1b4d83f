import {
  addFeelingRequestSchema,
  FEELING_MAX_LENGTH,
  feelingsResponseSchema,
} from '@app/domain/feelings.schemas.ts';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type ApiCall, answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';
import { FeelingForm } from './feeling-form.tsx';

/** The overview after one feeling, as the server answers `POST /feelings`. */
function loggedOne({ body }: ApiCall) {
  const { feeling } = addFeelingRequestSchema.parse(body);
  return answer(feelingsResponseSchema, {
    data: {
      recent: [{ feeling, created: '2025-03-01T08:00:00.000Z' }],
      trending: [{ feeling, count: 1, percent: 100 }],
      total: 1,
    },
  });
}

describe('the feelings form', () => {
  it('refuses a blank word without a request and says why, until a word is typed', async () => {
    fakeApi.on('POST', '/feelings', loggedOne);
    const screen = await renderInApp(<FeelingForm />);
    const field = screen.getByLabelText('How do you feel?');
    await field.fill('   ');
    await screen.getByRole('button', { name: 'Save' }).click();
    const why = screen.getByText('Write a feeling first.');
    await expect.element(why).toBeVisible();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveFocus();

    await field.fill('calm');
    await expect.element(why).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Saved “calm”.');
    // The one request is the word's.
    expect(fakeApi.calls('POST', '/feelings').map((call) => call.body)).toEqual([
      { feeling: 'calm' },
    ]);
  });

  it(`sends the word trimmed and lower-cased, at most ${FEELING_MAX_LENGTH} characters, then empties the field`, async () => {
    fakeApi.on('POST', '/feelings', loggedOne);
    const screen = await renderInApp(<FeelingForm />);
    const field = screen.getByLabelText('How do you feel?');
    await expect.element(field).toHaveAttribute('maxlength', String(FEELING_MAX_LENGTH));
    await field.fill('  Calm ');
    // Enter saves: it is a form.
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Saved “calm”.');
    await expect.element(field).toHaveValue('');
    expect(fakeApi.calls('POST', '/feelings').map((call) => call.body)).toEqual([
      { feeling: 'calm' },
    ]);
  });

  it('keeps the word and shows the server’s refusal under the field', async () => {
    fakeApi.on('POST', '/feelings', () => refuse(503, 'unavailable', 'Try again in a minute.'));
    const screen = await renderInApp(<FeelingForm />);
    const field = screen.getByLabelText('How do you feel?');
    await field.fill('hopeful');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByText('Try again in a minute.')).toBeVisible();
    await expect.element(field).toHaveValue('hopeful');
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says it in Spanish', async () => {
    fakeApi.on('POST', '/feelings', loggedOne);
    const screen = await renderInApp(<FeelingForm />, { language: 'es' });
    await screen.getByLabelText('¿Cómo te sientes?').fill('Tranquila');
    await screen.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Guardado «tranquila».');
  });
});
