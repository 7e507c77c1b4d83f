/**
 * The pseudonymous display users (docs/product.md section 3, fakeUser; docs/architecture.md): who a shared
 * post or a suggestion appears to come from. Nobody is ever shown by name in the community: a
 * post is shown under the pseudonym its author was given when first sharing it, and each
 * suggestion under the one its writer was given on that post.
 *
 * Index 0 is the anonymous label, used when a post or suggestion has no pseudonym; it is
 * never assigned. The order is part of the data: rows store the index, so entries may be
 * renamed or redrawn but never reordered or removed. The web app ships each avatar at
 * `/images/<avatar>` (small square SVGs in apps/web/public/images).
 */
export type DisplayUser = {
  /** Stable, URL-safe name of the avatar file. */
  slug: string;
  name: string;
  /** Path of the avatar image, relative to the web app's `/images/` folder. */
  avatar: string;
};

const NAMES = [
  'Anonymous',
  'Quiet Heron',
  'Morning Cedar',
  'Gentle Fern',
  'Silver Birch',
  'River Otter',
  'Still Lake',
  'Amber Meadow',
  'Wandering Wren',
  'Willow Brook',
  'Evening Lark',
  'Mossy Stone',
  'Autumn Maple',
  'Coastal Pine',
  'Hidden Spring',
  'Patient Tortoise',
  'Golden Aspen',
  'Misty Valley',
  'Calm Harbor',
  'Wild Thyme',
  'Soft Rain',
  'Northern Light',
  'Little Sparrow',
  'Drifting Cloud',
  'Steady Oak',
  'Tidal Pool',
  'Summer Clover',
  'Valley Fox',
] as const;

const slugOf = (name: string) => name.toLowerCase().replaceAll(' ', '-');

export const DISPLAY_USERS: readonly DisplayUser[] = NAMES.map((name) => ({
  slug: slugOf(name),
  name,
  avatar: `display-users/${slugOf(name)}.svg`,
}));

/** Index of the anonymous label. */
export const ANONYMOUS_DISPLAY_USER = 0;

/** The display user for a stored index; the anonymous label for null or an unknown index. */
export function displayUserOf(fakeUser: number | null | undefined): DisplayUser {
  const anonymous = DISPLAY_USERS[ANONYMOUS_DISPLAY_USER] as DisplayUser;
  if (fakeUser === null || fakeUser === undefined) return anonymous;
  return DISPLAY_USERS[fakeUser] ?? anonymous;
}

/**
 * The pseudonym a post gets when first shared for feedback, read from its id (1..27, never
 * the anonymous label): the author's preview shows it before the post is shared, or even
 * saved (the form makes a new post's id), and the server gives the same (decision 0063). The
 * last 32 bits of a random UUID are uniform, so the pseudonyms are too, within 27 parts in 2^32.
 */
export function pseudonymOfPost(postId: string): number {
  const low = Number.parseInt(postId.slice(-8), 16);
  return (low % (DISPLAY_USERS.length - 1)) + 1;
}
