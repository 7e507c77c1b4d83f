import { identityResponseSchema, saveIdentityRequestSchema } from '@app/domain/identity.schemas.ts';
import { DEFAULT_IDENTITY_TEXT, DEFAULT_IDENTITY_TITLE } from '@app/domain/post-fields.ts';
import { MOOD_MAX_LENGTH } from '@app/domain/post-limits.ts';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { type ApiCall, answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { aPost } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { IdentityForm } from './identity-form.tsx';

/** The record as the server creates it on first need (docs/product.md, "Identity"). */
const asCreated = aPost({
  category: 'identity',
  title: DEFAULT_IDENTITY_TITLE,
  identity: DEFAULT_IDENTITY_TEXT,
});

/** The server keeps the identity it is sent and answers the record. */
function savesWhatItIsSent({ body }: ApiCall) {
  const { deleted: _deleted, ...saved } = saveIdentityRequestSchema.parse(body);
  return answer(identityResponseSchema, { data: aPost({ ...asCreated, ...saved }) });
}

describe('the identity form', () => {
  it('saves the identity with its action items, Enter adding each and a blank one ignored', async () => {
    fakeApi.on('PUT', '/identity', savesWhatItIsSent);
    const screen = await renderInApp(<IdentityForm identity={asCreated} />);
    await screen.getByRole('textbox', { name: 'Title' }).fill('The Calm Builder');
    await screen.getByRole('textbox', { name: 'This is who I am' }).fill('I keep my promises.');
    await screen.getByRole('textbox', { name: 'Mood' }).fill('steady');
    const items = screen.getByRole('group', { name: 'Things the preferred me does' });
    for (const action of ['Drink water', '   ', 'Write one page']) {
      await items.getByRole('textbox', { name: 'New item' }).fill(action);
      await userEvent.keyboard('{Enter}');
    }
    await expect.element(items.getByRole('textbox', { name: 'Item 3' })).not.toBeInTheDocument();
    await items.getByRole('checkbox', { name: 'Item 2 done' }).click();
    await screen.getByRole('button', { name: 'Save', exact: true }).click();

    await expect.element(screen.getByText('Your identity is saved.')).toBeVisible();
    expect(fakeApi.bodyOf('PUT', '/identity', saveIdentityRequestSchema)).toEqual({
      image: null,
      title: 'The Calm Builder',
      mood: 'steady',
      identity: 'I keep my promises.',
      preferredThoughts: '',
      actionItems: [
        { action: 'Drink water', complete: false },
        { action: 'Write one page', complete: true },
      ],
    });
  });

  it(`will not save a mood over ${MOOD_MAX_LENGTH} characters, and says so`, async () => {
    fakeApi.on('PUT', '/identity', savesWhatItIsSent);
    const screen = await renderInApp(<IdentityForm identity={asCreated} />);
    const mood = screen.getByRole('textbox', { name: 'Mood' });
    const tooLong = 'peaceful and a little sleepy';
    await mood.fill(tooLong);
    const warning = screen.getByText(
      `Keep the mood to ${MOOD_MAX_LENGTH} characters or fewer: it has ${tooLong.length}.`,
    );
    await expect.element(warning).toBeVisible();
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.element(mood).toHaveFocus();
    expect(fakeApi.calls('PUT', '/identity')).toEqual([]);

    // The server trims the mood before it counts, and so does the form.
    await mood.fill(`  ${'x'.repeat(MOOD_MAX_LENGTH)}  `);
    await expect.element(warning).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => fakeApi.calls('PUT', '/identity')).toHaveLength(1);
  });

  it('shows the starter texts in Spanish, and keeps them as the server’s own when saved untouched', async () => {
    fakeApi.on('PUT', '/identity', savesWhatItIsSent);
    const screen = await renderInApp(<IdentityForm identity={asCreated} />, { language: 'es' });
    await expect
      .element(screen.getByRole('textbox', { name: 'Título' }))
      .toHaveValue('Cómo me defino');
    await expect
      .element(screen.getByRole('textbox', { name: 'Así soy yo' }))
      .toHaveValue('Así soy yo...');
    await screen.getByRole('button', { name: 'Guardar', exact: true }).click();

    await expect.element(screen.getByText('Tu identidad está guardada.')).toBeVisible();
    // Every screen still knows the person has not written their own.
    expect(fakeApi.bodyOf('PUT', '/identity', saveIdentityRequestSchema)).toMatchObject({
      title: DEFAULT_IDENTITY_TITLE,
      identity: DEFAULT_IDENTITY_TEXT,
    });
    await expect
      .element(screen.getByRole('textbox', { name: 'Título' }))
      .toHaveValue('Cómo me defino');
  });

  it('keeps every word when the server refuses, with its reason', async () => {
    fakeApi.on('PUT', '/identity', () => refuse(503, 'unavailable', 'Try again in a minute.'));
    const screen = await renderInApp(<IdentityForm identity={asCreated} />);
    const text = screen.getByRole('textbox', { name: 'This is who I am' });
    await text.fill('I keep my promises.');
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Your identity was not saved');
    await expect.element(alert).toHaveTextContent('Try again in a minute.');
    await expect.element(text).toHaveValue('I keep my promises.');
  });
});
