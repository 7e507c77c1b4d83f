import { searchPostsResponseSchema } from '@app/domain/search.schemas.ts';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/test/fake-api.ts';
import { renderInApp } from '@/test/render.tsx';
import { SearchPage } from './search.page.tsx';

const noResults = () =>
  answer(searchPostsResponseSchema, { data: [], has_more: false, next_offset: null });

/** The value a person would type, given to the input as the browser does, in this task. */
function typeInto(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the search page', () => {
  it('keeps the words out of the address and the title: they move into the entry state', async () => {
    fakeApi.on('GET', '/search', noResults);
    const screen = await renderInApp(<SearchPage />, {
      path: '/search?q=lighthouse&category=journal',
    });
    await expect.poll(() => screen.router.state.location.search).toBe('?category=journal');
    expect(screen.router.state.location.state).toEqual({ q: 'lighthouse' });
    await expect.element(screen.getByRole('searchbox')).toHaveValue('lighthouse');
    expect(document.title).toBe('Search · Inner Compass');
  });

  it('composes two changes made before the address catches up with the first', async () => {
    fakeApi.on('GET', '/search', noResults);
    const screen = await renderInApp(<SearchPage />, {
      path: '/search?q=run&from=2026-01-01&to=2026-01-31',
    });
    const from = screen.getByLabelText('Written from');
    const until = screen.getByLabelText('Written until');
    await expect.element(from).toHaveValue('2026-01-01');
    // Both days cleared in one task: the page has not rendered the first change's address yet.
    typeInto(from.element() as HTMLInputElement, '');
    typeInto(until.element() as HTMLInputElement, '');
    await expect.poll(() => screen.router.state.location.search).toBe('');
    expect(screen.router.state.location.state).toEqual({ q: 'run' });
    await expect.element(from).toHaveValue('');
    await expect.element(until).toHaveValue('');
  });
});
