import { z } from './zod.ts';

/** The newest notices a person is shown: the list is one bounded page (decision 0063). */
export const NOTICES_PAGE_SIZE = 30;
/** At most one e-mail per post and kind of notice within this (decision 0063). */
export const NOTICE_EMAIL_INTERVAL_MS = 60 * 60 * 1000;

export const noticeKindSchema = z.enum(['post_approved', 'suggestion_received']);
export type NoticeKind = z.infer<typeof noticeKindSchema>;

/**
 * A notice to the author of a shared post: what happened and to which post of theirs. It never
 * says who acted (the moderator, the suggestion's writer), nor what they wrote.
 */
export const noticeSchema = z.object({
  _id: z.uuid(),
  kind: noticeKindSchema,
  postId: z.uuid(),
  created: z.iso.datetime({ offset: true }),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticesSchema = z.object({
  /** Newest first, at most NOTICES_PAGE_SIZE. */
  items: z.array(noticeSchema),
  /** Every unread notice of the person, counted past the page too. */
  unread: z.number().int().nonnegative(),
});
export type Notices = z.infer<typeof noticesSchema>;

export const noticesResponseSchema = z.object({ data: noticesSchema });

/** Marks the named notices of one's own read; with no ids, every one. */
export const markNoticesReadRequestSchema = z.strictObject({
  ids: z.array(z.uuid()).max(NOTICES_PAGE_SIZE).optional(),
});
export type MarkNoticesReadRequest = z.infer<typeof markNoticesReadRequestSchema>;

export const markNoticesReadResponseSchema = z.object({
  data: z.object({ unread: z.number().int().nonnegative() }),
});
