import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImage, createSignedInUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Security checklist 24 and DESIGN section 4: community, review and suggestion responses
 * never carry anything of who wrote the post or the suggestion. Every body is searched as
 * text for the writers' ids, names, cities, contacts and images, and walked for keys that
 * would name a person.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call: TestApp['call'] = (...request) => t.call(...request);

/** A person with everything that could identify them filled in, avatar and background too. */
async function createRecognisablePerson(name: string, city: string, email: string) {
  const person = await createSignedInUser(t.db, {
    name,
    city,
    contact: { contact: email, contactType: 'email' },
  });
  const avatar = await createImage(t.db, person.user.id);
  const background = await createImage(t.db, person.user.id);
  await t.db
    .update(users)
    .set({ image: avatar.id, backgroundImage: background.id })
    .where(eq(users.id, person.user.id));
  const secrets = [
    person.user.id,
    ...name.split(' '),
    city,
    email,
    email.split('@')[0] as string,
    avatar.id,
    background.id,
  ];
  return { ...person, secrets };
}

/** Keys that would name or reach a person; `user` is allowed only on the viewer's own post. */
const PERSONAL_KEYS = new Set([
  'userId',
  'name',
  'city',
  'contact',
  'contacts',
  'contactType',
  'avatar',
  'backgroundImage',
  'email',
  'phone',
  'author',
]);

function personalKeysIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => personalKeysIn(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(record)) {
    if (PERSONAL_KEYS.has(key)) found.push(`${path}.${key}`);
    if (key === 'user' && record.isOwner !== true) found.push(`${path}.user`);
    found.push(...personalKeysIn(child, `${path}.${key}`));
  }
  return found;
}

function expectNothingOf(
  people: Array<{ secrets: string[] }>,
  responses: Array<[string, { body: string; statusCode: number }]>,
) {
  for (const [label, response] of responses) {
    expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
    for (const person of people) {
      for (const secret of person.secrets) {
        expect(response.body.toLowerCase(), `${label} carries "${secret}"`).not.toContain(
          secret.toLowerCase(),
        );
      }
    }
    expect(personalKeysIn(JSON.parse(response.body)), label).toEqual([]);
  }
}

describe('nothing of the writers leaves the server (checklist 24)', () => {
  it('in community, review and suggestion responses, to readers, writers and moderators alike', async () => {
    const author = await createRecognisablePerson(
      'Zelda Quixote',
      'Reykjavik',
      'zelda.quixote@example.com',
    );
    const writer = await createRecognisablePerson(
      'Yorick Umberfield',
      'Timbuktu',
      'yorick.umberfield@example.com',
    );
    const moderator = await createSignedInUser(t.db, { moderator: true });
    const reader = await createSignedInUser(t.db);

    const picture = await createImage(t.db, author.user.id);
    const shared = await call(author, 'POST', '/posts', {
      category: 'question',
      title: 'How do I rest?',
      image: picture.id,
      shareForFeedback: true,
    });
    const postId = shared.json().data._id as string;
    const inReview = await call(author, 'POST', '/posts', {
      category: 'trust',
      shareForFeedback: true,
    });
    const reviewId = inReview.json().data._id as string;

    const approve = await call(moderator, 'PUT', `/posts/${postId}`, {
      approvalStatus: 'approved',
    });
    const submitted = await call(writer, 'PUT', `/posts/${postId}/feedback`, {
      feedback: 'Try resting before you are tired.',
      approvalStatus: 'needs_approval',
    });
    const moderatorView = await call(moderator, 'GET', `/posts/${postId}`);
    const suggestionId = moderatorView.json().data.feedback[0]._id as string;
    const moderated = await call(moderator, 'PUT', `/posts/${postId}/feedback/${suggestionId}`, {
      feedback: 'Try resting before you are tired.',
      approvalStatus: 'approved',
    });

    expectNothingOf(
      [author, writer],
      [
        ['moderator approves the post', approve],
        ['writer sends a suggestion', submitted],
        ['moderator reads the post', moderatorView],
        ['moderator approves the suggestion', moderated],
        ['moderator reads the post in review', await call(moderator, 'GET', `/posts/${reviewId}`)],
        [
          'moderator rejects the post in review',
          await call(moderator, 'PUT', `/posts/${reviewId}`, { approvalStatus: 'rejected' }),
        ],
        ['reader reads the post', await call(reader, 'GET', `/posts/${postId}`)],
        ['writer reads the post', await call(writer, 'GET', `/posts/${postId}`)],
        [
          'reader lists the community',
          await call(reader, 'GET', '/posts?filter=community&limit=100'),
        ],
        [
          'writer lists the community',
          await call(writer, 'GET', '/posts?filter=community&limit=100'),
        ],
        [
          'moderator lists the community',
          await call(moderator, 'GET', '/posts?filter=community&limit=100'),
        ],
        [
          'moderator lists the review',
          await call(moderator, 'GET', '/posts?filter=review&limit=100'),
        ],
        [
          'reader counts the community',
          await call(reader, 'GET', '/posts?filter=community&count_posts=true'),
        ],
      ],
    );

    // The author reads their own post: their own id, yes; nothing of the writer of its
    // (approved) suggestion.
    const own = await call(author, 'GET', `/posts/${postId}`);
    expectNothingOf([writer], [['author reads their post', own]]);
    expect(own.json().data).toMatchObject({ isOwner: true, user: author.user.id });
    expect(own.json().data.feedback).toHaveLength(1);

    // What readers do get: the post's own picture, and pseudonyms.
    const seen = (await call(reader, 'GET', `/posts/${postId}`)).json().data;
    expect(seen).toMatchObject({ isOwner: false, image: picture.id, title: 'How do I rest?' });
    expect(seen.fakeUser).toBeGreaterThanOrEqual(1);
    const suggestion = own.json().data.feedback[0];
    expect(suggestion.fakeUser).toBeGreaterThanOrEqual(1);
    expect(suggestion.fakeUser).not.toBe(seen.fakeUser);
  });
});
