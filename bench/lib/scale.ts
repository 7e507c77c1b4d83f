/** How much data a benchmark database holds. */
export type Scale = {
  /** `small`, `default`, or `custom-…` naming the counts. */
  name: string;
  people: number;
  posts: number;
  /** Posts of the heaviest person (page 10,000 of 12 needs 120,012). */
  heavyPosts: number;
  /** Feelings logged by the heaviest person. */
  heavyFeelings: number;
  images: number;
  /** People who write during the benchmark (one per connection, each with a subscription). */
  writers: number;
  /** Years of history (sign-ups, posts, tracker days). */
  years: number;
};

const PRESETS: Record<string, Omit<Scale, 'name'>> = {
  default: {
    people: 10_000,
    posts: 1_000_000,
    heavyPosts: 125_000,
    heavyFeelings: 100_000,
    images: 300,
    writers: 100,
    years: 10,
  },
  small: {
    people: 200,
    posts: 20_000,
    heavyPosts: 2_500,
    heavyFeelings: 5_000,
    images: 30,
    writers: 50,
    years: 10,
  },
};

const KEYS = {
  people: 'people',
  posts: 'posts',
  'heavy-posts': 'heavyPosts',
  'heavy-feelings': 'heavyFeelings',
  images: 'images',
  writers: 'writers',
  years: 'years',
} as const;

/**
 * `small`, `default`, or a preset with counts changed: `small,posts=50000,people=500`
 * (people, posts, heavy-posts, heavy-feelings, images, writers, years).
 */
export function parseScale(text: string): Scale {
  const [presetName = 'default', ...changes] = text.split(',');
  const preset = PRESETS[presetName];
  if (!preset) {
    throw new Error(`Unknown scale "${presetName}": use ${Object.keys(PRESETS).join(' or ')}`);
  }
  const scale: Scale = { name: presetName, ...preset };
  for (const change of changes) {
    const [key = '', value = ''] = change.split('=');
    const field = KEYS[key as keyof typeof KEYS];
    const count = Number(value.replaceAll('_', ''));
    if (!field || !Number.isInteger(count) || count < 0) {
      throw new Error(`Bad scale change "${change}": use e.g. posts=50000`);
    }
    scale[field] = count;
  }
  if (changes.length > 0) {
    scale.name = `${presetName}-${changes.join('-').replaceAll('=', '')}`;
  }
  const minimumPeople = 6 + scale.writers + 1;
  if (scale.people < minimumPeople) {
    throw new Error(`A scale needs at least ${minimumPeople} people (heavy, moderators, writers).`);
  }
  if (scale.heavyPosts > scale.posts) throw new Error('heavy-posts cannot exceed posts');
  return scale;
}
