import { displayUserOf, pseudonymOfPost } from '@app/domain/display-users.ts';
import { MOOD_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from '@app/domain/post-limits.ts';
import { POST_TYPES } from '@app/domain/post-types.ts';
import {
  createPostRequestSchema,
  type Post,
  postResponseSchema,
} from '@app/domain/posts.schemas.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { DRAFT_AUTOSAVE_MS } from '@/lib/use-post-draft.ts';
import { type ApiCall, answer, fakeApi, refuse } from '@/test/fake-api.ts';
import { aPerson, aPost } from '@/test/records.ts';
import { passTime, renderInApp } from '@/test/render.tsx';
import { PostForm } from './post-form.tsx';

const person = aPerson();

/** The server makes the post it is sent, under the id the form chose. */
function createsWhatItIsSent({ body }: ApiCall) {
  const { id, deleted: _deleted, ...input } = createPostRequestSchema.parse(body);
  return answer(postResponseSchema, { data: aPost({ ...input, ...(id ? { _id: id } : {}) }) }, 201);
}

function renderNewPost(category: Post['category'], language: 'en' | 'es' = 'en') {
  return renderInApp(<PostForm post={null} initialCategory={category} reloadPost={null} />, {
    path: `/posts/new?category=${category}`,
    user: person,
    language,
  });
}

describe('the post form', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates the post under the id it made, feelings lower-cased, and opens its page', async () => {
    fakeApi.on('POST', '/posts', createsWhatItIsSent);
    const screen = await renderNewPost('journal');
    const title = screen.getByRole('textbox', { name: 'Title', exact: true });
    await expect.element(title).toHaveAttribute('maxlength', String(POST_TITLE_MAX_LENGTH));
    await title.fill('a quiet morning by the lake');
    await screen.getByRole('button', { name: 'Title case' }).click();
    await expect.element(title).toHaveValue('A Quiet Morning by the Lake');
    await screen.getByRole('textbox', { name: 'What is on your mind?' }).fill('I walked.');
    const feelings = screen.getByRole('group', { name: 'How are you feeling?' });
    await feelings.getByRole('textbox', { name: 'New item' }).fill('Grateful');
    await userEvent.keyboard('{Enter}');
    await screen.getByRole('textbox', { name: 'Mood' }).fill('peaceful');
    await screen.getByRole('button', { name: 'Save', exact: true }).click();

    await expect.element(screen.getByText('Your post is saved.')).toBeVisible();
    const sent = fakeApi.bodyOf('POST', '/posts', createPostRequestSchema);
    expect(sent).toMatchObject({
      category: 'journal',
      title: 'A Quiet Morning by the Lake',
      currentSituation: 'I walked.',
      feelingsList: ['grateful'],
      mood: 'peaceful',
      shareForFeedback: false,
    });
    expect(screen.router.state.location.pathname).toBe(`/posts/${sent.id}`);
  });

  it(`holds Save for a mood over ${MOOD_MAX_LENGTH} characters, with the reason beside it`, async () => {
    fakeApi.on('POST', '/posts', createsWhatItIsSent);
    const screen = await renderNewPost('journal');
    const mood = screen.getByRole('textbox', { name: 'Mood' });
    await mood.fill('peaceful and a little sleepy');
    await expect
      .element(
        screen.getByText(`Keep the mood to ${MOOD_MAX_LENGTH} characters or fewer`, {
          exact: false,
        }),
      )
      .toBeVisible();
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.element(mood).toHaveFocus();

    // The server trims the mood before it counts, and so does the form.
    await mood.fill(`  ${'x'.repeat(MOOD_MAX_LENGTH)}  `);
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.element(screen.getByText('Your post is saved.')).toBeVisible();
    // The one request is the save of the mood that fits.
    expect(fakeApi.bodyOf('POST', '/posts', createPostRequestSchema).mood).toBe(
      `  ${'x'.repeat(MOOD_MAX_LENGTH)}  `,
    );
  });

  it('says in each category option what the exercise is for and about how long it takes', async () => {
    const screen = await renderNewPost('journal');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await expect.element(category).toHaveValue('journal');
    const options = category.getByRole('option').elements() as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toContain('anxiety');
    for (const option of options) expect(option.text).toMatch(/^.+ — .+ \(about \d+ min\)$/);
    expect(options.find((option) => option.value === 'trust')?.text).toBe(
      `Trust — Do your part and let go of the rest (about ${POST_TYPES.trust.minutes} min)`,
    );
  });

  it('offers feedback sharing only for a shareable category, and never sends it for another', async () => {
    fakeApi.on('POST', '/posts', createsWhatItIsSent);
    const screen = await renderNewPost('anxiety');
    const share = screen.getByRole('checkbox', { name: 'Share anonymously for feedback' });
    await share.click();
    await screen
      .getByRole('dialog', { name: 'Share this post for feedback?' })
      .getByRole('button', { name: 'Share for feedback' })
      .click();
    await expect.element(share).toBeChecked();
    await screen.getByRole('combobox', { name: 'Category' }).selectOptions('journal');
    await expect.element(screen.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
    await expect.element(share).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => fakeApi.calls('POST', '/posts')).toHaveLength(1);
    expect(fakeApi.bodyOf('POST', '/posts', createPostRequestSchema)).toMatchObject({
      category: 'journal',
      shareForFeedback: false,
    });
  });

  it('shares for feedback only from the preview, which shows the card others see under the pseudonym', async () => {
    fakeApi.on('POST', '/posts', createsWhatItIsSent);
    const screen = await renderNewPost('anxiety');
    await screen.getByRole('textbox', { name: 'What is worrying you?' }).fill('Before the exam');
    await screen.getByRole('textbox', { name: 'Mood' }).fill('tense');
    const share = screen.getByRole('checkbox', { name: 'Share anonymously for feedback' });
    await share.click();

    const preview = screen.getByRole('dialog', { name: 'Share this post for feedback?' });
    await expect.element(preview).toBeVisible();
    const card = preview.getByRole('article', { name: 'Before the exam' });
    await expect.element(card).toBeVisible();
    await expect.element(card.getByText('tense')).toBeVisible();
    // Someone else's card: no "You", no Edit, and the title leads nowhere from the form.
    await expect.element(card.getByText('You', { exact: true })).not.toBeInTheDocument();
    await expect.element(card.getByRole('link')).not.toBeInTheDocument();
    expect(preview.element().textContent).not.toContain(person.name);
    // Cancel has the focus: Enter pressed by habit shares nothing.
    await expect.element(preview.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await expect.element(share).not.toBeChecked();
    const shownName = preview.element().textContent ?? '';

    await preview.getByRole('button', { name: 'Share for feedback' }).click();
    await expect.element(preview).not.toBeInTheDocument();
    await expect.element(share).toBeChecked();
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.element(screen.getByText('Your post is saved.')).toBeVisible();
    const sent = fakeApi.bodyOf('POST', '/posts', createPostRequestSchema);
    expect(sent).toMatchObject({ title: 'Before the exam', shareForFeedback: true });
    // The pseudonym shown is the one the server gives a post with this id.
    const pseudonym = displayUserOf(pseudonymOfPost(sent.id ?? '')).name;
    expect(shownName).toContain(`under the name ${pseudonym}`);
  });

  it('says, for a sealed journal, that sharing sends the post readable, and asks before research', async () => {
    const screen = await renderInApp(
      <PostForm post={null} initialCategory="anxiety" reloadPost={null} />,
      { path: '/posts/new?category=anxiety', user: aPerson({ journal: 'sealed' }) },
    );
    const research = screen.getByRole('checkbox', { name: 'Share privately for research' });
    await research.click();
    const ask = screen.getByRole('dialog', { name: 'Share this post for research?' });
    await expect.element(ask.getByText(/this one is sent readable when you save it/)).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(research).not.toBeChecked();
    await research.click();
    await screen.getByRole('button', { name: 'Share it readable' }).click();
    await expect.element(research).toBeChecked();

    await screen.getByRole('checkbox', { name: 'Share anonymously for feedback' }).click();
    const preview = screen.getByRole('dialog', { name: 'Share this post for feedback?' });
    await expect
      .element(preview.getByText(/Your journal is sealed, but a shared post cannot be/))
      .toBeVisible();
  });

  it('leaves the post unshared, every word kept, when the preview is cancelled or closed', async () => {
    fakeApi.on('POST', '/posts', createsWhatItIsSent);
    const screen = await renderNewPost('anxiety', 'es');
    const title = screen.getByRole('textbox', { name: '¿Qué te preocupa?' });
    await title.fill('Antes del examen');
    const share = screen.getByRole('checkbox', {
      name: 'Compartir de forma anónima para recibir ideas',
    });
    await share.click();
    const preview = screen.getByRole('dialog', {
      name: '¿Compartir esta entrada para recibir ideas?',
    });
    await expect
      .element(preview.getByRole('button', { name: 'Compartir para recibir ideas' }))
      .toBeVisible();
    await preview.getByRole('button', { name: 'Ahora no' }).click();
    await expect.element(preview).not.toBeInTheDocument();
    await expect.element(share).not.toBeChecked();

    await share.click();
    await expect.element(preview).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(preview).not.toBeInTheDocument();
    await expect.element(share).not.toBeChecked();
    await expect.element(title).toHaveValue('Antes del examen');

    await screen.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect.element(screen.getByText('Tu entrada está guardada.')).toBeVisible();
    expect(fakeApi.bodyOf('POST', '/posts', createPostRequestSchema)).toMatchObject({
      title: 'Antes del examen',
      shareForFeedback: false,
    });
  });

  it('previews a post shared before under the pseudonym it keeps, and turns sharing off at once', async () => {
    const saved = aPost({ category: 'anxiety', title: 'Shared once', fakeUser: 5 });
    const screen = await renderInApp(
      <PostForm post={saved} initialCategory="anxiety" reloadPost={null} />,
      { path: `/posts/${saved._id}/edit`, user: person },
    );
    const share = screen.getByRole('checkbox', { name: 'Share anonymously for feedback' });
    await share.click();
    const preview = screen.getByRole('dialog', { name: 'Share this post for feedback?' });
    await expect
      .element(preview.getByText(`under the name ${displayUserOf(5).name}`, { exact: false }))
      .toBeVisible();
    await preview.getByRole('button', { name: 'Share for feedback' }).click();
    await expect.element(share).toBeChecked();
    // Turning it off asks nothing.
    await share.click();
    await expect.element(share).not.toBeChecked();
    await expect.element(preview).not.toBeInTheDocument();
  });

  it('gives an untitled post the exercise’s title in Spanish, not the server’s English one', async () => {
    fakeApi.on('POST', '/posts', createsWhatItIsSent);
    const screen = await renderNewPost('anxiety', 'es');
    await expect
      .element(screen.getByRole('heading', { name: 'Calma una mente ansiosa', level: 1 }))
      .toBeVisible();
    await screen.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect.element(screen.getByText('Tu entrada está guardada.')).toBeVisible();
    expect(fakeApi.bodyOf('POST', '/posts', createPostRequestSchema).title).toBe(
      'Todo está perfecto',
    );
  });

  it('keeps every word when the server refuses, with its reason by Save', async () => {
    fakeApi.on('POST', '/posts', () => refuse(503, 'unavailable', 'Try again in a minute.'));
    const screen = await renderNewPost('journal');
    const mind = screen.getByRole('textbox', { name: 'What is on your mind?' });
    await mind.fill('Words worth keeping.');
    await screen.getByRole('button', { name: 'Save', exact: true }).click();
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Your post was not saved');
    await expect.element(alert).toHaveTextContent('Try again in a minute.');
    await expect.element(mind).toHaveValue('Words worth keeping.');
    expect(screen.router.state.location.pathname).toBe('/posts/new');
  });

  it('says so in English and Spanish when the writing fills its room, keeping every word', async () => {
    const full = 'Your writing takes all the room each person has (256 MB).';
    fakeApi.on('POST', '/posts', () => refuse(413, 'writing_storage_full', full));
    for (const [language, notSaved, reason] of [
      ['en', 'Your post was not saved', full],
      [
        'es',
        'Tu entrada no se guardó',
        'Lo que escribes ocupa todo el espacio que tiene cada persona.',
      ],
    ] as const) {
      const screen = await renderNewPost('journal', language);
      const mind = screen.getByRole('textbox', {
        name: language === 'en' ? 'What is on your mind?' : '¿Qué tienes en la cabeza?',
      });
      await mind.fill('Words worth keeping.');
      await screen
        .getByRole('button', { name: language === 'en' ? 'Save' : 'Guardar', exact: true })
        .click();
      const alert = screen.getByRole('alert');
      await expect.element(alert).toHaveTextContent(notSaved);
      await expect.element(alert).toHaveTextContent(reason);
      await expect.element(mind).toHaveValue('Words worth keeping.');
      expect(screen.router.state.location.pathname).toBe('/posts/new');
      screen.unmount();
    }
  });
});

describe('the post form’s draft', () => {
  const saved = aPost({ category: 'journal', title: 'Saved version', currentSituation: 'Held.' });

  afterEach(() => {
    vi.useRealTimers();
  });

  function renderSavedPost(reloadPost: () => Promise<Post>) {
    return renderInApp(
      <PostForm post={saved} initialCategory={saved.category} reloadPost={reloadPost} />,
      { path: `/posts/${saved._id}/edit`, user: person },
    );
  }

  it(`is kept every ${DRAFT_AUTOSAVE_MS / 1000} s once the form differs, and Clear brings back the post as the server has it now`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // Saved again in another tab since the form opened.
    const onServer = aPost({ ...saved, title: 'Saved in another tab' });
    const reloadPost = vi.fn(async () => onServer);
    const screen = await renderSavedPost(reloadPost);
    const clear = screen.getByRole('button', { name: 'Clear' });
    const mind = screen.getByRole('textbox', { name: 'What is on your mind?' });

    // An untouched form keeps no draft.
    await passTime(DRAFT_AUTOSAVE_MS);
    await expect.element(clear).not.toBeInTheDocument();

    await mind.fill('Words typed after the last save.');
    await passTime(DRAFT_AUTOSAVE_MS - 1);
    await expect.element(clear).not.toBeInTheDocument();
    await passTime(1);
    await expect.element(clear).toBeVisible();
    await expect
      .element(screen.getByText('Draft kept in this tab at', { exact: false }))
      .toBeVisible();

    await clear.click();
    await expect
      .element(screen.getByRole('textbox', { name: 'Title', exact: true }))
      .toHaveValue('Saved in another tab');
    await expect.element(mind).toHaveValue('Held.');
    await expect.element(clear).not.toBeInTheDocument();
    expect(reloadPost).toHaveBeenCalledOnce();
  });

  it('keeps the words when Clear cannot reach the server', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const screen = await renderSavedPost(() =>
      Promise.reject(new Error('We could not reach Inner Compass.')),
    );
    const mind = screen.getByRole('textbox', { name: 'What is on your mind?' });
    await mind.fill('Words typed after the last save.');
    await passTime(DRAFT_AUTOSAVE_MS);
    await screen.getByRole('button', { name: 'Clear' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('We could not reach Inner Compass.');
    await expect.element(mind).toHaveValue('Words typed after the last save.');
  });
});
