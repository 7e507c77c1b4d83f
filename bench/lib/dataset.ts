/**
 * The benchmark's people and everything they wrote, generated from one seed and written with
 * COPY. The rows keep the invariants the app keeps (apps/api/src/db/schema):
 * - one live identity post per person; shared posts only of shareable categories, each with a
 *   pseudonym (fake_user 1..27) and an approval status; `unchecked_items` counts the action
 *   items not complete; a post's picture is an image of its author's own, with its size;
 * - suggestions only on someone else's approved shared post, under a pseudonym other than
 *   the post's; feeling_counts (each placed on the mood meter) and feeling_totals agree with
 *   the feelings log exactly;
 * - at most three habit trackers per person (positions 0-2), dates sorted and unique;
 * - people who write during the benchmark have an active local subscription with its paid
 *   invoice (anyone else without one is past their trial and may only read, as in real life).
 */
import { quadrantOfLoggedWord } from '@app/domain/feeling-words.ts';
import { DISPLAY_USER_COUNT } from '@app/domain/limits.ts';
import {
  DEFAULT_YEARS_TO_MANIFEST,
  POST_FIELD_NAMES,
  POST_FIELDS,
  type PostFieldName,
  type PostFieldOfKind,
  postFieldColumnName,
} from '@app/domain/post-fields.ts';
import { type BulkConnection, copyBytea, copyField, copyJson } from './bulk.ts';
import { photoJpeg, variantJpeg } from './images.ts';
import { POST_FIELD_KINDS_FOR_BENCH } from './post-fields.ts';
import { Random } from './random.ts';
import type { Scale } from './scale.ts';
import { TextPool } from './text.ts';

const DAY_MS = 86_400_000;
const MODERATORS = 5;
const CHUNK_ROWS = 2_000;
const LOCAL_PRICE_ID = 'price_local_yearly';
const PRICE_CENTS = 2900;

/** What the benchmark needs to know about the data it runs on. */
export type Manifest = {
  scale: Scale;
  seed: number;
  /** The instant the data ends at (the last post, the last tracker day). */
  anchor: string;
  generatedAt: string;
  seconds: number;
  counts: Record<string, number>;
  heavy: { userId: string; contact: string; postIds: string[] };
  moderator: { userId: string; contact: string };
  /** One person per connection that writes: each with their own post to save again. */
  writers: { userId: string; postId: string; category: string; trackerIds: string[] }[];
};

type Log = (message: string) => void;

const contactOf = (index: number) =>
  `person-${String(index).padStart(6, '0')}@bench.innercompass.test`;

/** PostgreSQL's timestamptz text for an instant in microseconds since 1970. */
function timestamp(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const rest = String(Math.floor(micros - ms * 1000)).padStart(3, '0');
  return `${new Date(ms).toISOString().slice(0, 23)}${rest}+00`;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function* chunked<T>(items: Iterable<T>, toLine: (item: T) => string): Generator<string> {
  let lines: string[] = [];
  for (const item of items) {
    lines.push(toLine(item));
    if (lines.length === CHUNK_ROWS) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

const row = (...fields: string[]) => fields.join('\t');

const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Ella',
  'Femi',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Kate',
  'Leo',
  'Maya',
  'Noah',
  'Olu',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tom',
];
const CITIES = ['Lisbon', 'Leeds', 'Austin', 'Toronto', 'Berlin', 'Nairobi', 'Melbourne', 'Pune'];
const TRACKER_TITLES = [
  'Meditate',
  'Run',
  'Read 20 pages',
  'No sugar',
  'Journal',
  'In bed by 11',
  'Drink water',
  'Call family',
  'Stretch',
];

/** How often each category is written (daily intentions and journals most). */
const CATEGORY_WEIGHTS: Record<string, number> = {
  journal: 20,
  dailyintention: 18,
  manifest: 8,
  anxiety: 8,
  align: 5,
  relationship: 5,
  problem: 5,
  didwrong: 4,
  question: 4,
  failure: 3,
  recast: 3,
  relabel: 3,
  trust: 3,
  manifestthing: 3,
  manifesttrait: 3,
  manifestwall: 3,
  excitement: 3,
  identity: 1,
};

/** The posts table's columns in the order postLine writes them: the table's fields in the middle. */
const POST_COLUMNS = [
  'id',
  'user_id',
  'fake_user',
  'category',
  ...POST_FIELD_NAMES.map(postFieldColumnName),
  'image',
  'image_width',
  'image_height',
  'unchecked_items',
  'approval_status',
  'deleted',
  'created_at',
  'last_update',
];

type PostFields = Record<string, unknown>;

/** The fields a person fills in for a post of this category, at realistic lengths. */
function postFields(category: string, text: TextPool, random: Random): PostFields {
  const type = POST_FIELD_KINDS_FOR_BENCH[category];
  if (!type) throw new Error(`unknown category ${category}`);
  const fields: PostFields = {};
  for (const [key, kind] of type.steps) {
    switch (kind) {
      case 'text':
        fields[key] =
          key === 'currentSituation'
            ? category === 'journal'
              ? text.paragraph(4, 18)
              : text.paragraph(2, 7)
            : text.paragraph(1, 3);
        break;
      case 'list':
        fields[key] =
          key === 'feelingsList' || key === 'preferredFeelingsList'
            ? text.feelings(2, 5)
            : text.list(1, 4);
        break;
      case 'actionItems':
        fields.actionItems = Array.from({ length: random.between(0, 4) }, () => ({
          action: text.action(),
          complete: random.chance(0.5),
        }));
        break;
      case 'years':
        fields.yearsToManifest = random.pick([100, 20, 10, 5, 2, 1, 0.5, 0.25]);
        break;
    }
  }
  if (category === 'dailyintention') {
    fields.mood = ((fields.feelingsList as string[] | undefined) ?? []).slice(0, 1).join('');
  }
  const title = random.chance(0.85) ? text.title() : (type.defaultTitle ?? '');
  fields.title = title;
  return fields;
}

export async function generateDataset(
  conn: BulkConnection,
  scale: Scale,
  seed: number,
  anchorMs: number,
  log: Log,
): Promise<Manifest> {
  const started = performance.now();
  const random = new Random(seed);
  const text = new TextPool(random.fork(1));
  const counts: Record<string, number> = {};
  const spanMs = scale.years * 365.25 * DAY_MS;
  const firstDayMs = anchorMs - spanMs;
  const stage = async (name: string, work: () => Promise<number>) => {
    const t = performance.now();
    const rows = await work();
    counts[name] = rows;
    log(
      `  ${name.padEnd(22)} ${String(rows).padStart(9)} rows  ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  };

  // People -----------------------------------------------------------------------------------
  const people = scale.people;
  const ids = Array.from({ length: people }, () => random.uuid());
  const createdMs = new Float64Array(people);
  const firstWriter = 1 + MODERATORS;
  const isWriter = (u: number) => u >= firstWriter && u < firstWriter + scale.writers;
  for (let u = 0; u < people; u++) {
    // The heaviest person and the moderators were there from the start; everyone else joined
    // some time in the years since (none on the very last day).
    createdMs[u] =
      u <= MODERATORS
        ? firstDayMs - DAY_MS + random.next() * DAY_MS
        : firstDayMs + random.next() * (spanMs - DAY_MS);
  }
  const pseudonymCount = DISPLAY_USER_COUNT - 1;

  // Images: masters of a few photos, each stored many times over (as different uploads).
  const imageRandom = random.fork(2);
  const bases: { master: Buffer; width: number; height: number; variants: Buffer[] }[] = [];
  const baseCount = Math.min(6, Math.max(1, scale.images));
  for (let b = 0; b < baseCount && scale.images > 0; b++) {
    const landscape = b % 3 !== 2;
    const [width, height] = landscape ? [1280, 960] : [960, 1280];
    const master = await photoJpeg(imageRandom, width, height, 82);
    bases.push({
      master,
      width,
      height,
      variants: [await variantJpeg(master, 300), await variantJpeg(master, 500)],
    });
  }
  const imageOwner = new Int32Array(scale.images);
  const imageIds: string[] = [];
  const imagesOf = new Map<number, number[]>();
  for (let i = 0; i < scale.images; i++) {
    // The heaviest person has a few, every writer may have one, the rest go to anyone.
    const owner =
      i < 10
        ? 0
        : i < 10 + scale.writers / 2
          ? firstWriter + (i - 10)
          : firstWriter + scale.writers + imageRandom.int(people - firstWriter - scale.writers);
    imageOwner[i] = owner;
    imageIds.push(imageRandom.uuid());
    const list = imagesOf.get(owner) ?? [];
    list.push(i);
    imagesOf.set(owner, list);
  }
  const baseOf = (i: number) => bases[i % bases.length] as (typeof bases)[number];
  const avatarOf = (u: number) => {
    const own = imagesOf.get(u);
    return own && (u === 0 || (own[0] as number) % 2 === 0) ? (own[0] as number) : null;
  };

  const challengers = new Set<number>();
  while (challengers.size < Math.min(80, Math.floor((people - firstWriter) / 4))) {
    challengers.add(firstWriter + scale.writers + random.int(people - firstWriter - scale.writers));
  }

  await stage('users', async () => {
    await conn.copy(
      'users',
      [
        'id',
        'name',
        'city',
        'image',
        'image_width',
        'image_height',
        'verbose_mode',
        'happy_challenge',
        'challenge_joined_at',
        'moderator',
        'created_at',
      ],
      chunked(ids.keys(), (u) => {
        const avatar = avatarOf(u);
        const base = avatar === null ? null : baseOf(avatar);
        const joined = challengers.has(u) ? anchorMs - random.int(200) * DAY_MS : null;
        return row(
          ids[u] as string,
          copyField(random.chance(0.7) ? random.pick(FIRST_NAMES) : ''),
          copyField(random.chance(0.5) ? random.pick(CITIES) : ''),
          avatar === null ? '\\N' : (imageIds[avatar] as string),
          base ? String(base.width) : '\\N',
          base ? String(base.height) : '\\N',
          random.chance(0.8) ? 't' : 'f',
          joined === null ? 'f' : 't',
          joined === null ? '\\N' : timestamp(joined * 1000),
          u >= 1 && u <= MODERATORS ? 't' : 'f',
          timestamp((createdMs[u] as number) * 1000),
        );
      }),
    );
    return people;
  });

  await stage('user_contacts', async () => {
    await conn.copy(
      'user_contacts',
      ['id', 'user_id', 'contact', 'contact_type'],
      chunked(ids.keys(), (u) => row(random.uuid(), ids[u] as string, contactOf(u), 'email')),
    );
    return people;
  });

  await stage('images', async () => {
    await conn.copy(
      'images',
      ['id', 'user_id', 'bytes', 'width', 'height', 'byte_size', 'created_at'],
      chunked(imageIds.keys(), (i) => {
        const base = baseOf(i);
        const owner = imageOwner[i] as number;
        const created =
          (createdMs[owner] as number) + random.next() * (anchorMs - (createdMs[owner] as number));
        return row(
          imageIds[i] as string,
          ids[owner] as string,
          copyBytea(base.master),
          String(base.width),
          String(base.height),
          String(base.master.length),
          timestamp(created * 1000),
        );
      }),
    );
    return scale.images;
  });

  await stage('image_variants', async () => {
    const cached = [...imageIds.keys()].filter((i) => i % 2 === 0);
    await conn.copy(
      'image_variants',
      ['image_id', 'width', 'bytes'],
      chunked(
        cached.flatMap((i) => [
          [i, 0],
          [i, 1],
        ]),
        ([i = 0, v = 0]) =>
          row(
            imageIds[i] as string,
            v === 0 ? '300' : '500',
            copyBytea(baseOf(i).variants[v] as Buffer),
          ),
      ),
    );
    return cached.length * 2;
  });

  // Posts: how many each person wrote, when, then written in time order (as they arrived,
  // so one person's posts are spread over the table as in a real database). --------------
  const postsOf = new Int32Array(people);
  postsOf[0] = scale.heavyPosts;
  let remaining = scale.posts - scale.heavyPosts;
  for (let u = firstWriter; u < firstWriter + scale.writers && remaining > 0; u++) {
    postsOf[u] = Math.min(remaining, 5);
    remaining -= postsOf[u] as number;
  }
  const weights = new Float64Array(people);
  let weightSum = 0;
  for (let u = 1; u < people; u++) {
    // Log-normal: most people write a little, a few write a lot.
    weights[u] = Math.exp(1.4 * random.normal());
    weightSum += weights[u] as number;
  }
  let assigned = 0;
  for (let u = 1; u < people; u++) {
    const share = Math.floor(((weights[u] as number) / weightSum) * remaining);
    postsOf[u] = (postsOf[u] as number) + share;
    assigned += share;
  }
  for (let left = remaining - assigned; left > 0; left--) {
    const u = 1 + random.int(people - 1);
    postsOf[u] = (postsOf[u] as number) + 1;
  }

  const total = scale.posts;
  const postUser = new Int32Array(total);
  const postMicros = new Float64Array(total);
  let p = 0;
  for (let u = 0; u < people; u++) {
    const from = createdMs[u] as number;
    const span = anchorMs - from;
    for (let k = 0; k < (postsOf[u] as number); k++, p++) {
      postUser[p] = u;
      postMicros[p] = Math.floor((from + random.next() * span) * 1000);
    }
  }
  const order = new Uint32Array(total);
  for (let i = 0; i < total; i++) order[i] = i;
  order.sort((a, b) => (postMicros[a] as number) - (postMicros[b] as number) || a - b);

  const categories = Object.keys(CATEGORY_WEIGHTS);
  const categoryTable = new Float64Array(categories.length);
  let categorySum = 0;
  categories.forEach((c, i) => {
    categorySum += CATEGORY_WEIGHTS[c] as number;
    categoryTable[i] = categorySum;
  });
  const pickCategory = () => {
    const target = random.next() * categorySum;
    let i = 0;
    while ((categoryTable[i] as number) <= target) i++;
    return categories[i] as string;
  };

  const hasIdentity = new Uint8Array(people);
  const heavyPostIds: string[] = [];
  const heavyEvery = Math.max(1, Math.floor(scale.heavyPosts / 1000));
  let heavySeen = 0;
  const writerPosts = new Map<number, { postId: string; category: string }>();
  const community: { id: string; author: number; fakeUser: number; micros: number }[] = [];
  const postCounts = { shared: 0, community: 0, review: 0, deleted: 0, drafts: 0, withImage: 0 };
  const anchorMicros = anchorMs * 1000;

  const postLine = (index: number) => {
    const u = postUser[index] as number;
    const created = postMicros[index] as number;
    let category = pickCategory();
    if (category === 'identity' && hasIdentity[u]) category = 'journal';
    const type = POST_FIELD_KINDS_FOR_BENCH[category];
    if (!type) throw new Error(category);
    const deleted = random.chance(0.01);
    if (category === 'identity' && !deleted) hasIdentity[u] = 1;
    const draft = category === 'excitement' ? random.chance(0.3) : random.chance(0.01);
    const shared = type.shareable && !draft && random.chance(0.08);
    const approval = shared
      ? random.chance(0.7)
        ? 'approved'
        : random.chance(0.67)
          ? 'needs_review'
          : 'rejected'
      : category === 'identity' && random.chance(0.5)
        ? ''
        : 'needs_review';
    const fakeUser = shared ? 1 + random.int(pseudonymCount) : null;
    const own = imagesOf.get(u);
    const image = own && random.chance(0.25) ? random.pick(own) : null;
    const base = image === null ? null : baseOf(image);
    const updated = random.chance(0.3)
      ? Math.min(anchorMicros, created + Math.floor(random.next() * 3 * DAY_MS * 1000))
      : created;
    const f = postFields(category, text, random);
    const id = random.uuid();
    const actionItems = (f.actionItems as { complete: boolean }[] | undefined) ?? [];

    if (deleted) postCounts.deleted++;
    if (draft) postCounts.drafts++;
    if (image !== null) postCounts.withImage++;
    if (shared) postCounts.shared++;
    if (shared && approval === 'approved' && !deleted) {
      postCounts.community++;
      community.push({ id, author: u, fakeUser: fakeUser as number, micros: updated });
    }
    if (shared && approval === 'needs_review' && !deleted) postCounts.review++;
    if (u === 0 && !deleted && heavySeen++ % heavyEvery === 0) heavyPostIds.push(id);
    if (
      isWriter(u) &&
      !deleted &&
      !shared &&
      !draft &&
      image === null &&
      category !== 'identity' &&
      !writerPosts.has(u)
    ) {
      writerPosts.set(u, { postId: id, category });
    }

    const flags: Record<PostFieldOfKind<'flag'>, boolean> = {
      shareForResearch: random.chance(0.1),
      shareForFeedback: shared,
      draft,
    };
    const copyFieldValue = (name: PostFieldName): string => {
      switch (POST_FIELDS[name].kind) {
        case 'line':
        case 'text':
          return copyField((f[name] as string | undefined) ?? '');
        case 'list':
        case 'feelings':
        case 'actionItems':
          return copyJson(f[name] ?? []);
        case 'choice':
          return '\\N';
        case 'years':
          return String((f[name] as number | undefined) ?? DEFAULT_YEARS_TO_MANIFEST);
        case 'flag':
          return flags[name as PostFieldOfKind<'flag'>] ? 't' : 'f';
      }
    };
    return row(
      id,
      ids[u] as string,
      fakeUser === null ? '\\N' : String(fakeUser),
      category,
      ...POST_FIELD_NAMES.map(copyFieldValue),
      image === null ? '\\N' : (imageIds[image] as string),
      base ? String(base.width) : '\\N',
      base ? String(base.height) : '\\N',
      String(actionItems.filter((item) => !item.complete).length),
      approval,
      deleted ? 't' : 'f',
      timestamp(created),
      timestamp(updated),
    );
  };

  await stage('posts', async () => {
    await conn.copy('posts', POST_COLUMNS, chunked(order, postLine));
    return total;
  });
  Object.assign(counts, {
    'posts.shared': postCounts.shared,
    'posts.community': postCounts.community,
    'posts.review': postCounts.review,
    'posts.deleted': postCounts.deleted,
    'posts.drafts': postCounts.drafts,
    'posts.with_image': postCounts.withImage,
    'posts.heaviest_person': scale.heavyPosts,
  });

  await stage('post_feedback', async () => {
    let written = 0;
    const lines = function* () {
      for (const post of community) {
        if (!random.chance(0.3)) continue;
        const taken = new Set([post.fakeUser]);
        for (let k = random.between(1, 3); k > 0; k--) {
          let writer = random.int(people);
          if (writer === post.author) writer = (writer + 1) % people;
          let fakeUser = 1 + random.int(pseudonymCount);
          while (taken.has(fakeUser)) fakeUser = 1 + (fakeUser % pseudonymCount);
          taken.add(fakeUser);
          const at = Math.min(
            anchorMicros,
            post.micros + Math.floor(random.next() * 5 * DAY_MS * 1000),
          );
          const status = random.chance(0.6)
            ? 'approved'
            : random.chance(0.75)
              ? 'needs_approval'
              : 'rejected';
          written++;
          yield row(
            random.uuid(),
            post.id,
            ids[writer] as string,
            String(fakeUser),
            copyField(text.paragraph(1, 3)),
            status,
            timestamp(at),
            timestamp(at),
          );
        }
      }
    };
    await conn.copy(
      'post_feedback',
      [
        'id',
        'post_id',
        'user_id',
        'fake_user',
        'feedback',
        'approval_status',
        'created_at',
        'updated_at',
      ],
      chunked(lines(), (line) => line),
    );
    return written;
  });

  // Feelings, with their counts and totals kept exact. ---------------------------------------
  const feelingCount = new Map<number, Map<string, number>>();
  await stage('feelings', async () => {
    let written = 0;
    const lines = function* () {
      for (let u = 0; u < people; u++) {
        const n = u === 0 ? scale.heavyFeelings : random.chance(0.5) ? random.between(0, 60) : 0;
        if (n === 0) continue;
        const tally = new Map<string, number>();
        feelingCount.set(u, tally);
        const from = createdMs[u] as number;
        for (let k = 0; k < n; k++) {
          const feeling = text.feeling();
          tally.set(feeling, (tally.get(feeling) ?? 0) + 1);
          written++;
          const at = Math.floor((from + random.next() * (anchorMs - from)) * 1000);
          yield row(random.uuid(), ids[u] as string, feeling, timestamp(at));
        }
      }
    };
    await conn.copy(
      'feelings',
      ['id', 'user_id', 'feeling', 'created_at'],
      chunked(lines(), (l) => l),
    );
    return written;
  });
  await stage('feeling_counts', async () => {
    const entries = [...feelingCount].flatMap(([u, tally]) =>
      [...tally].map(([feeling, n]) =>
        row(ids[u] as string, feeling, String(n), copyField(quadrantOfLoggedWord(feeling))),
      ),
    );
    await conn.copy(
      'feeling_counts',
      ['user_id', 'feeling', 'count', 'quadrant'],
      chunked(entries, (l) => l),
    );
    return entries.length;
  });
  await stage('feeling_totals', async () => {
    const entries = [...feelingCount].map(([u, tally]) =>
      row(ids[u] as string, String([...tally.values()].reduce((a, b) => a + b, 0))),
    );
    await conn.copy(
      'feeling_totals',
      ['user_id', 'total'],
      chunked(entries, (l) => l),
    );
    return entries.length;
  });

  // Habit trackers: the heaviest person marked days for ten years. ----------------------------
  const days: string[] = [];
  for (let d = Math.ceil(firstDayMs / DAY_MS); d * DAY_MS <= anchorMs; d++)
    days.push(dayOf(d * DAY_MS));
  const trackerIds = new Map<number, string[]>();
  await stage('habit_trackers', async () => {
    let written = 0;
    const lines = function* () {
      for (let u = 0; u < people; u++) {
        const heavy = u === 0;
        if (!heavy && !isWriter(u) && !random.chance(0.5)) continue;
        // Writers keep two years of days, others up to a year from when they joined.
        const joinedDay = Math.max(0, Math.ceil(((createdMs[u] as number) - firstDayMs) / DAY_MS));
        const firstDay = heavy
          ? 0
          : isWriter(u)
            ? Math.max(joinedDay, days.length - 730)
            : Math.max(joinedDay, days.length - random.between(30, 365));
        const list: string[] = [];
        for (let position = 0; position < 3; position++) {
          const density = heavy ? ([0.7, 0.5, 0.3][position] as number) : random.next() * 0.8;
          const dates: string[] = [];
          for (let d = firstDay; d < days.length; d++) {
            if (random.chance(density)) dates.push(days[d] as string);
          }
          const id = random.uuid();
          list.push(id);
          written++;
          yield row(
            id,
            ids[u] as string,
            copyField(random.pick(TRACKER_TITLES)),
            copyJson(dates),
            String(position),
            timestamp((createdMs[u] as number) * 1000),
          );
        }
        trackerIds.set(u, list);
      }
    };
    await conn.copy(
      'habit_trackers',
      ['id', 'user_id', 'title', 'dates', 'position', 'created_at'],
      chunked(lines(), (l) => l),
    );
    return written;
  });

  // Billing: the benchmark's writers, moderators and about a third of everyone else pay. ------
  await stage('billing_subscriptions', async () => {
    const payers: number[] = [];
    for (let u = 0; u < people; u++) {
      if (u <= MODERATORS || isWriter(u) || random.chance(0.35)) payers.push(u);
    }
    const customers: string[] = [];
    const cards: string[] = [];
    const subscriptions: string[] = [];
    const invoices: string[] = [];
    payers.forEach((u, n) => {
      const customer = `cus_${random.hex(24)}`;
      const card = `pm_${random.hex(24)}`;
      const subscription = `sub_${random.hex(24)}`;
      const invoice = `in_${random.hex(24)}`;
      const created = createdMs[u] as number;
      // The current year began some time in the last 11 months (renewed every year since).
      const periodStart = Math.floor((anchorMs - random.between(1, 330) * DAY_MS) / 1000) * 1000;
      const periodEnd = new Date(periodStart);
      periodEnd.setUTCFullYear(periodEnd.getUTCFullYear() + 1);
      const start = Math.floor(Math.min(periodStart, created + 30 * DAY_MS) / 1000) * 1000;
      const ts = (ms: number) => timestamp(ms * 1000);
      customers.push(row(ids[u] as string, 'local', customer, card, ts(created)));
      cards.push(
        row(
          card,
          ids[u] as string,
          'visa',
          '4242',
          '12',
          '2034',
          random.hex(32),
          'succeeds',
          ts(created),
        ),
      );
      subscriptions.push(
        row(
          subscription,
          ids[u] as string,
          'local',
          customer,
          'active',
          LOCAL_PRICE_ID,
          String(PRICE_CENTS),
          'usd',
          ts(start),
          ts(start),
          ts(start),
          ts(periodStart),
          ts(periodEnd.getTime()),
          'f',
          invoice,
          ts(periodStart),
        ),
      );
      const line = {
        id: `il_${random.hex(24)}`,
        description: 'Inner Compass yearly subscription',
        quantity: 1,
        amount: PRICE_CENTS,
        price: { unit_amount: PRICE_CENTS },
        period: { start: periodStart / 1000, end: periodEnd.getTime() / 1000 },
      };
      invoices.push(
        row(
          invoice,
          ids[u] as string,
          subscription,
          `IC-${String(n + 1).padStart(6, '0')}`,
          'paid',
          'usd',
          String(PRICE_CENTS),
          String(PRICE_CENTS),
          String(PRICE_CENTS),
          String(PRICE_CENTS),
          ts(periodStart),
          ts(periodEnd.getTime()),
          copyJson([line]),
          ts(periodStart),
        ),
      );
    });
    await conn.copy(
      'billing_customers',
      ['user_id', 'provider', 'customer_id', 'default_payment_method', 'created_at'],
      chunked(customers, (l) => l),
    );
    await conn.copy(
      'billing_payment_methods',
      [
        'id',
        'user_id',
        'brand',
        'last4',
        'exp_month',
        'exp_year',
        'fingerprint',
        'charge_outcome',
        'created_at',
      ],
      chunked(cards, (l) => l),
    );
    await conn.copy(
      'billing_subscriptions',
      [
        'id',
        'user_id',
        'provider',
        'customer_id',
        'status',
        'price_id',
        'unit_amount',
        'currency',
        'created_at',
        'start_date',
        'billing_cycle_anchor',
        'current_period_start',
        'current_period_end',
        'cancel_at_period_end',
        'latest_invoice_id',
        'synced_at',
      ],
      chunked(subscriptions, (l) => l),
    );
    await conn.copy(
      'billing_invoices',
      [
        'id',
        'user_id',
        'subscription_id',
        'number',
        'status',
        'currency',
        'amount_due',
        'amount_paid',
        'subtotal',
        'total',
        'period_start',
        'period_end',
        'lines',
        'created_at',
      ],
      chunked(invoices, (l) => l),
    );
    if (payers.length > 0) {
      await conn.exec(`select setval('billing_invoice_number_seq', ${payers.length})`);
    }
    return payers.length;
  });

  await stage('ideas', async () => {
    const lines: string[] = [];
    for (let u = 0; u < people; u++) {
      if (!random.chance(0.01)) continue;
      const at = (createdMs[u] as number) + random.next() * (anchorMs - (createdMs[u] as number));
      lines.push(
        row(random.uuid(), copyField(text.paragraph(1, 2)), ids[u] as string, timestamp(at * 1000)),
      );
    }
    await conn.copy(
      'ideas',
      ['id', 'idea', 'user_id', 'created_at'],
      chunked(lines, (l) => l),
    );
    return lines.length;
  });

  const writers: Manifest['writers'] = [];
  for (let u = firstWriter; u < firstWriter + scale.writers; u++) {
    const post = writerPosts.get(u);
    if (post)
      writers.push({ userId: ids[u] as string, ...post, trackerIds: trackerIds.get(u) ?? [] });
  }
  return {
    scale,
    seed,
    anchor: new Date(anchorMs).toISOString(),
    generatedAt: new Date().toISOString(),
    seconds: (performance.now() - started) / 1000,
    counts,
    heavy: { userId: ids[0] as string, contact: contactOf(0), postIds: heavyPostIds },
    moderator: { userId: ids[1] as string, contact: contactOf(1) },
    writers,
  };
}
