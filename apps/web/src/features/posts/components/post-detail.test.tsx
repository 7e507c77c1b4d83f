import { describe, expect, it } from 'vitest';
import { aPerson, aPost } from '@/test/records.ts';
import { renderInApp } from '@/test/render.tsx';
import { PostDetail } from './post-detail.tsx';

/*
 * A post's page shows the steps its kind and its content have: an entry imported from another
 * journal was never a guided post, so it skipped nothing; a post written here did.
 */
const NOT_COMPLETED = 'I did not complete this part.';

describe('the post page', () => {
  it('shows an entry imported from Day One with its text only, never "I did not complete this part."', async () => {
    const post = aPost({
      category: 'journal',
      title: 'Lisbon',
      currentSituation: 'Trams up the hill, and the river at the end of every street.',
      importedFrom: 'day-one',
    });
    const screen = await renderInApp(<PostDetail post={post} />, { user: aPerson() });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Lisbon' })).toBeVisible();
    await expect
      .element(screen.getByText('Trams up the hill, and the river at the end of every street.'))
      .toBeVisible();
    expect(screen.getByText(NOT_COMPLETED).elements()).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2 }).elements()).toHaveLength(1);
    await expect.element(screen.getByText('Imported from Day One.')).toBeVisible();
  });

  it('shows an imported entry with more than text by the steps it holds', async () => {
    const post = aPost({
      category: 'journal',
      title: 'Walk',
      currentSituation: 'Along the coast.',
      feelingsList: ['calm'],
      importedFrom: 'journiv',
    });
    const screen = await renderInApp(<PostDetail post={post} />, { user: aPerson() });
    await expect.element(screen.getByText('calm')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 }).elements()).toHaveLength(2);
    expect(screen.getByText(NOT_COMPLETED).elements()).toHaveLength(0);
  });

  it('keeps "I did not complete this part." for each optional step a post written here skipped', async () => {
    const post = aPost({
      category: 'journal',
      title: 'Tuesday',
      currentSituation: 'A long day at work.',
    });
    const screen = await renderInApp(<PostDetail post={post} />, { user: aPerson() });
    await expect.element(screen.getByText('A long day at work.')).toBeVisible();
    expect(screen.getByText(NOT_COMPLETED).elements()).toHaveLength(3);
    expect(screen.getByText(/Imported from/).elements()).toHaveLength(0);
  });
});
