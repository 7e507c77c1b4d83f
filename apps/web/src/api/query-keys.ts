import type { PostCategory } from '@app/domain/post-types.ts';
import type { PostListFilter } from '@app/domain/posts.schemas.ts';

/*
 * Every query key of the app. They sit apart from the requests because the entry reads them
 * (the copy of the cache kept on the device, the session check) without loading the requests.
 */

export const currentUserQueryKey = ['users', 'current'] as const;

/** A page's place in a list: after a cursor (older posts) or before one (newer posts). */
export type PostsCursor = { direction: 'older' | 'newer'; value: string };

export interface PostListParams {
  filter: PostListFilter;
  /** A filter category (docs/product.md, "Posts list"); null shows every category. */
  category: PostCategory | null;
  /** null: the newest page. */
  cursor: PostsCursor | null;
}

export type PostCountParams = Omit<PostListParams, 'cursor'>;

/*
 * One root for every posts query, so a save or a delete can refresh every list on screen at
 * once: docs/product.md's "refreshes when the posts service signals an update". Other features write
 * posts too (the daily intention form): their saves reach the same cache the posts pages read.
 */
export const postQueryKeys = {
  all: ['posts'] as const,
  lists: ['posts', 'list'] as const,
  list: (params: PostListParams) => ['posts', 'list', params] as const,
  counts: ['posts', 'count'] as const,
  count: (params: PostCountParams) => ['posts', 'count', params] as const,
  detail: (postId: string) => ['posts', 'detail', postId] as const,
  /** On This Day in a time zone (the dashboard's slide). */
  onThisDay: ['posts', 'on-this-day'] as const,
  onThisDayIn: (timeZone: string) => ['posts', 'on-this-day', timeZone] as const,
  /** The person's "Recently deleted" (decision 0064), its pages as one list. */
  deleted: ['posts', 'deleted'] as const,
};

/*
 * The person's habit trackers as the server holds them. The trackers page edits them; the
 * dashboard's habits slide shows the first. One query key for both, so a save on one screen
 * is what the other shows.
 */
export const habitTrackersQueryKey = ['habit-trackers'] as const;

/** The person's identity post, or null while they have none (src/api/identity.ts). */
export const identityQueryKey = ['identity'] as const;

/** The current excitement: the person's draft excitement post, or null. */
export const currentExcitementQueryKey = ['excitement', 'current'] as const;

/** The excitement posts read by id (`/excitement-end?postid=`). */
export const excitementQueryKeys = {
  post: (postId: string) => ['excitement', 'post', postId] as const,
};

/*
 * One root for every billing query of a person, so a change (a card added, a subscription
 * started) can refresh what it may have moved: a new default card pays an open invoice, and
 * subscribing writes one. Keyed by person: the cache never shows one account's billing to
 * the next who signs in on the same tab.
 */
export const billingQueryKeys = {
  config: ['billing', 'config'] as const,
  subscription: (userId: string) => ['billing', userId, 'subscription'] as const,
  paymentMethods: (userId: string) => ['billing', userId, 'payment-methods'] as const,
  setupSecret: (userId: string) => ['billing', userId, 'setup-secret'] as const,
  invoices: (userId: string) => ['billing', userId, 'invoices'] as const,
  invoice: (userId: string, invoiceId: string) =>
    ['billing', userId, 'invoices', invoiceId] as const,
};

export const challengeQueryKey = ['challenge'] as const;
export const challengersQueryKey = ['challengers'] as const;
export const feelingsQueryKey = ['feelings'] as const;
/** The person's own feeling words, the suggestions' first group. */
export const ownFeelingWordsQueryKey = ['feelings', 'words'] as const;
/** A sealed journal's whole feelings log, opened on the device (decision 0069). */
export const openedFeelingLogQueryKey = ['feelings', 'opened-log'] as const;
export const remindersQueryKey = ['reminders'] as const;
export const pushDevicesQueryKey = ['push-subscriptions'] as const;
export const noticesQueryKey = ['notices'] as const;
/** The person's passkeys (src/api/passkeys.ts). */
export const passkeysQueryKey = ['passkeys'] as const;
export const statsQueryKey = ['stats'] as const;

export const insightsQueryKeys = {
  overview: (timeZone: string) => ['insights', timeZone] as const,
  trends: (unit: string, timeZone: string) => ['insights', 'trends', unit, timeZone] as const,
};
export const sealQueryKey = ['seal'] as const;
