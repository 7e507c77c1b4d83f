import {
  currentExcitementResponseSchema,
  type TakeActionRequest,
  takeActionRequestSchema,
} from '@app/domain/excitement.schemas.ts';
import { postListResponseSchema, postResponseSchema } from '@app/domain/posts.schemas.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { aPerson, aPost, aPostPage } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { ExcitementStartPage } from './excitement-start.page.tsx';

function renderStart() {
  return renderInApp(<ExcitementStartPage />, { path: '/excitement-start', user: aPerson() });
}

describe('/excitement-start', () => {
  beforeEach(() => {
    fakeApi.on('GET', '/excitement/current', () =>
      answer(currentExcitementResponseSchema, { data: null }),
    );
    // The person has no identity record: a chosen "identity" would lead home.
    fakeApi.on('GET', '/posts', () => answer(postListResponseSchema, aPostPage()));
    fakeApi.on('POST', '/excitement', ({ body }) => {
      const action = takeActionRequestSchema.parse(body);
      // An open journal sends its options plain.
      if (!('choices' in action)) throw new Error('expected the options in plain');
      const { choices, choiceSelected } = action;
      const title = choices[choiceSelected] ?? '';
      return answer(postResponseSchema, { data: aPost({ category: 'excitement', title }) }, 201);
    });
  });

  it('adds options by Enter and by Add, never a blank one, and acts on the chosen one with the text still in the field', async () => {
    const screen = await renderStart();
    const field = screen.getByRole('textbox', { name: 'Options' });
    await expect.element(screen.getByText(/No options yet/)).toBeVisible();

    await field.fill('Take a walk');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('radio', { name: 'Take a walk' })).toBeChecked();
    await expect.element(field).toHaveValue('');

    await field.fill('   ');
    await screen.getByRole('button', { name: 'Add', exact: true }).click();
    expect(screen.getByRole('radio').elements()).toHaveLength(1);

    await field.fill('Call my sister');
    await screen.getByRole('button', { name: "I'm Taking Action" }).click();

    await expect.element(screen.getByText('You are taking action: Take a walk')).toBeVisible();
    expect(fakeApi.bodyOf('POST', '/excitement', takeActionRequestSchema)).toEqual({
      choices: ['Take a walk', 'Call my sister'],
      choiceSelected: 0,
    } satisfies TakeActionRequest);
    await expect.poll(() => screen.router.state.location.pathname).toBe('/urnb');
    // Acted on: the next visit starts afresh.
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the chosen option when one above it goes, and chooses the first when it goes itself', async () => {
    const screen = await renderStart();
    const field = screen.getByRole('textbox', { name: 'Options' });
    for (const choice of ['Paint', 'Write', 'Cook']) {
      await field.fill(choice);
      await screen.getByRole('button', { name: 'Add', exact: true }).click();
      await expect.element(screen.getByRole('radio', { name: choice })).toBeVisible();
    }
    await screen.getByRole('radio', { name: 'Cook' }).click();

    await screen.getByRole('button', { name: 'Remove “Paint”' }).click();
    await expect.element(screen.getByRole('radio', { name: 'Cook' })).toBeChecked();

    await screen.getByRole('button', { name: 'Remove “Cook”' }).click();
    await expect.element(screen.getByRole('radio', { name: 'Write' })).toBeChecked();
    expect(screen.getByRole('radio').elements()).toHaveLength(1);
  });

  it('sends nothing when there is nothing to act on, and says so at the field, which takes the cursor', async () => {
    const screen = await renderStart();
    await screen.getByRole('button', { name: "I'm Taking Action" }).click();
    await expect.element(screen.getByText(/No options yet/)).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Options' });
    await expect.element(field).toHaveAccessibleDescription(/Write an option here first/);
    await expect.element(field).toHaveFocus();
    expect(fakeApi.calls('POST', '/excitement')).toEqual([]);
    expect(screen.router.state.location.pathname).toBe('/excitement-start');

    // Typing clears the message; acting then sends what was typed.
    await field.fill('Paint');
    await expect.element(field).not.toHaveAccessibleDescription(/Write an option here first/);
  });

  it('keeps the options being weighed when the page is opened again in the same tab', async () => {
    const first = await renderStart();
    const field = first.getByRole('textbox', { name: 'Options' });
    for (const choice of ['Paint', 'Write']) {
      await field.fill(choice);
      await first.getByRole('button', { name: 'Add', exact: true }).click();
    }
    await first.getByRole('radio', { name: 'Write' }).click();
    await expect.element(first.getByRole('radio', { name: 'Write' })).toBeChecked();
    await first.unmount();

    const again = await renderStart();
    await expect.element(again.getByRole('radio', { name: 'Paint' })).toBeVisible();
    await expect.element(again.getByRole('radio', { name: 'Write' })).toBeChecked();
  });
});
