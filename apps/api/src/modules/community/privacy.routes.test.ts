import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createImage,
  createSignedInUser,
  type SignedInPerson as Person,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { images } from '../../db/schema/images.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Promise 24 (docs/security.md) and docs/security.md: community, review and suggestion responses
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

describe('nothing of the writers leaves the server', () => {
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

const UUID_PATTERN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every image id a body shows as a post's own picture (`image` of a post object). */
function pictureIdsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(pictureIdsIn);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return [
    ...(typeof record.image === 'string' && 'category' in record ? [record.image] : []),
    ...Object.values(record).flatMap(pictureIdsIn),
  ];
}

describe('no id in community and suggestion responses names a person', () => {
  it('holds no user id, and no image id but a post picture, in any body or header; no phone either', async () => {
    const author = await createRecognisablePerson(
      'Xanthe Oakenshield',
      'Ulaanbaatar',
      'xanthe.oakenshield@example.com',
    );
    const phoneAuthor = await createSignedInUser(t.db, {
      name: 'Walburga Pennywhistle',
      contact: { contact: '+14155550123', contactType: 'phone' },
    });
    const phoneWriter = await createSignedInUser(t.db, {
      name: 'Vidar Quillfeather',
      city: 'Tromso',
      contact: { contact: '+14155550188', contactType: 'phone' },
    });
    const moderator = await createSignedInUser(t.db, { moderator: true, name: 'Morwenna Keel' });
    const reader = await createSignedInUser(t.db);
    // The author shows their own avatar as the post's picture: that image may be seen, as the
    // picture of the post, and says nothing of whose it is.
    const [authorRow] = await t.db.select().from(users).where(eq(users.id, author.user.id));
    const picture = authorRow?.image as string;

    const write = async (person: Person, body: object) => {
      const response = await call(person, 'POST', '/posts', body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data._id as string;
    };
    const first = await write(author, {
      category: 'question',
      title: 'Where do I start?',
      image: picture,
      shareForFeedback: true,
    });
    const second = await write(phoneAuthor, { category: 'trust', shareForFeedback: true });
    const waiting = await write(author, { category: 'trust', shareForFeedback: true });
    for (const id of [first, second]) {
      await call(moderator, 'PUT', `/posts/${id}`, { approvalStatus: 'approved' });
    }
    type Recorded = { body: string; statusCode: number; headers: object };
    const responses: Array<[string, Recorded, Person | null]> = [];
    const record = async (
      label: string,
      response: Awaited<ReturnType<typeof call>>,
      viewer: Person | null = null,
    ) => {
      responses.push([label, response, viewer]);
      return response;
    };
    await record(
      'phone writer suggests',
      await call(phoneWriter, 'PUT', `/posts/${first}/feedback`, { feedback: 'Start small.' }),
    );
    await record(
      'moderator suggests',
      await call(moderator, 'PUT', `/posts/${second}/feedback`, { feedback: 'Breathe.' }),
    );
    const detail = await record('moderator reads', await call(moderator, 'GET', `/posts/${first}`));
    for (const suggestion of detail.json().data.feedback as Array<{ _id: string }>) {
      await record(
        'moderator approves a suggestion',
        await call(moderator, 'PUT', `/posts/${first}/feedback/${suggestion._id}`, {
          feedback: 'Start small, today.',
          approvalStatus: 'approved',
        }),
      );
    }
    for (const [label, person] of [
      ['reader', reader],
      ['phone writer', phoneWriter],
      ['moderator', moderator],
      ['phone author', phoneAuthor],
    ] as const) {
      await record(
        `${label} lists the community`,
        await call(person, 'GET', '/posts?filter=community&limit=100'),
        person,
      );
      await record(
        `${label} reads the first post`,
        await call(person, 'GET', `/posts/${first}`),
        person,
      );
      await record(
        `${label} reads the second post`,
        await call(person, 'GET', `/posts/${second}`),
        person,
      );
      await record(`${label} reads the challenge`, await call(person, 'GET', '/challenge'), person);
    }
    await record(
      'moderator lists the review',
      await call(moderator, 'GET', '/posts?filter=review&limit=100'),
    );
    await record(
      'moderator reads the post in review',
      await call(moderator, 'GET', `/posts/${waiting}`),
    );
    await record('visitor reads the stats', await call(null, 'GET', '/stats'));
    // Refusals say nothing of anyone either.
    await record('reader reads the post in review', await call(reader, 'GET', `/posts/${waiting}`));
    await record(
      'author suggests on their own post',
      await call(author, 'PUT', `/posts/${first}/feedback`, { feedback: 'Me again.' }),
    );
    await record(
      'reader moderates a suggestion',
      await call(reader, 'PUT', `/posts/${first}/feedback/${detail.json().data.feedback[0]._id}`, {
        feedback: 'x',
        approvalStatus: 'rejected',
      }),
    );

    const everyUserId = new Set(
      (await t.db.select({ id: users.id }).from(users)).map((row) => row.id),
    );
    const phones = ['+14155550123', '4155550123', '555-0123', '+14155550188', '4155550188'];
    const names = ['Pennywhistle', 'Quillfeather', 'Tromso', 'Morwenna', 'Keel'];
    for (const [label, response, viewer] of responses) {
      // Cursors are opaque base64: read what they hold too.
      const cursors = [...response.body.matchAll(/"(?:next|previous)_cursor":"([^"]+)"/g)].map(
        (match) => Buffer.from(match[1] ?? '', 'base64url').toString('utf8'),
      );
      const text = `${JSON.stringify(response.headers)}\n${response.body}\n${cursors.join('\n')}`;
      const uuids = [...new Set((text.match(UUID_PATTERN) ?? []).map((id) => id.toLowerCase()))];
      expect(
        // A person's own id comes back only to them, on their own post (isOwner).
        uuids.filter((id) => everyUserId.has(id) && id !== viewer?.user.id),
        `${label}: user ids in ${response.body}`,
      ).toEqual([]);
      const imageIds = uuids.length
        ? (await t.db.select({ id: images.id }).from(images).where(inArray(images.id, uuids))).map(
            (row) => row.id,
          )
        : [];
      const pictures = response.body.startsWith('{') ? pictureIdsIn(JSON.parse(response.body)) : [];
      expect(
        imageIds.filter((id) => !pictures.includes(id)),
        `${label}: image ids that are no post's picture`,
      ).toEqual([]);
      for (const secret of [...phones, ...names, ...author.secrets.filter((s) => s !== picture)]) {
        expect(text.toLowerCase(), `${label} carries "${secret}"`).not.toContain(
          secret.toLowerCase(),
        );
      }
      if (response.body.startsWith('{')) {
        expect(personalKeysIn(JSON.parse(response.body)), label).toEqual([]);
      }
    }
    // The scan saw what it should: pictures and suggestions are in there.
    expect(responses.some(([, r]) => r.body.includes(picture))).toBe(true);
    expect(responses.some(([, r]) => r.body.includes('Start small, today.'))).toBe(true);
  });
});
