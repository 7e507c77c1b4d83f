import {
  FEELING_MAX_LENGTH,
  feelingsResponseSchema,
  loggedFeelingSchema,
  type OwnFeelingWord,
  ownFeelingWordsResponseSchema,
  toFeelingGroupCounts,
} from '@app/domain/feelings.schemas.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type ApiCall, answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';
import { FeelingForm } from './feeling-form.tsx';

/** The overview after one feeling, as the server answers `POST /feelings`. */
function loggedOne({ body }: ApiCall) {
  const { feeling, intensity } = loggedFeelingSchema.parse(body);
  return answer(feelingsResponseSchema, {
    data: {
      recent: [{ feeling, intensity, created: '2025-03-01T08:00:00.000Z' }],
      trending: [{ feeling, count: 1, percent: 100 }],
      total: 1,
      groups: toFeelingGroupCounts(new Map(), 1),
    },
  });
}

/** The person's own words, as `GET /feelings/words` answers them. */
function ownWords(words: OwnFeelingWord[] = []) {
  fakeApi.on('GET', '/feelings/words', () =>
    answer(ownFeelingWordsResponseSchema, { data: words }),
  );
}

describe('the feelings form', () => {
  beforeEach(() => ownWords());

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
      { feeling: 'calm', intensity: null },
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
      { feeling: 'calm', intensity: null },
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

  it('suggests the person’s own words first, then the vocabulary’s with their meanings; the keyboard picks one and an intensity', async () => {
    ownWords([
      { feeling: 'cautious', count: 4 },
      { feeling: 'calm', count: 2 },
      { feeling: 'tired', count: 9 },
    ]);
    fakeApi.on('POST', '/feelings', loggedOne);
    const screen = await renderInApp(<FeelingForm />);
    const field = screen.getByRole('combobox', { name: 'How do you feel?' });
    await field.click();
    await userEvent.keyboard('ca');
    const options = screen.getByRole('option');
    await expect.element(options.nth(2)).toBeVisible();
    // Own words first (the most used first), then the vocabulary's, with what each means.
    await expect.element(options.nth(0)).toHaveTextContent(/^cautiousA word of your own$/);
    await expect.element(options.nth(1)).toHaveTextContent(/^calmQuiet inside/);
    await expect
      .element(options.nth(2))
      .toHaveTextContent('carefreeLight, with no worries pressing on you.');
    expect(options.elements()).toHaveLength(3);
    await expect.element(screen.getByText('Your words')).toBeVisible();
    await expect.element(screen.getByText('Words for feelings')).toBeVisible();

    // Down three times to the vocabulary's word, Enter takes it.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(options.nth(2)).toHaveAttribute('data-combobox-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(field).toHaveValue('carefree');
    await expect.element(screen.getByRole('option').first()).not.toBeInTheDocument();

    // The intensity is a group of radio buttons: Tab past Save to it, arrows choose.
    const intensity = screen.getByRole('radiogroup', { name: 'How strongly? (optional)' });
    await expect.element(intensity.getByRole('radio', { name: 'Not said' })).toBeChecked();
    await userEvent.keyboard('{Tab}{Tab}');
    await expect.element(intensity.getByRole('radio', { name: 'Not said' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect.element(intensity.getByRole('radio', { name: '4' })).toBeChecked();

    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Saved “carefree”.');
    expect(fakeApi.calls('POST', '/feelings').map((call) => call.body)).toEqual([
      { feeling: 'carefree', intensity: 4 },
    ]);
    // Ready for the next word, without an intensity.
    await expect.element(field).toHaveValue('');
    await expect.element(intensity.getByRole('radio', { name: 'Not said' })).toBeChecked();
  });

  it('suggests the vocabulary in Spanish, accents aside', async () => {
    const screen = await renderInApp(<FeelingForm />, { language: 'es' });
    await screen.getByRole('combobox', { name: '¿Cómo te sientes?' }).click();
    await userEvent.keyboard('alegria');
    await expect
      .element(screen.getByRole('option', { name: /alegría/ }))
      .toHaveTextContent('alegríaContento que se nota en todo el cuerpo y lo aligera.');
    await expect.element(screen.getByText('Palabras para las emociones')).toBeVisible();
    const intensity = screen.getByRole('radiogroup', { name: '¿Con qué intensidad? (opcional)' });
    await expect.element(intensity.getByRole('radio', { name: 'Sin indicar' })).toBeChecked();
  });
});
