import type { FeedbackApprovalStatus, FeedbackItem } from '@app/domain/community.schemas.ts';

/*
 * The privacy rule (docs/security.md, docs/security.md, promise 24), in one place: every response
 * that shows a post or a suggestion passes through here, and nothing that says who wrote it
 * leaves the server for anyone but the writer. Posts and suggestions are shown under
 * pseudonyms (fakeUser); the writer's id is given back to the writer of a post only, and to
 * nobody for a suggestion. Names, contacts, cities and avatars are never joined into these
 * responses in the first place. A picture attached to a post is part of the post and stays.
 */

/**
 * Who wrote a post, as the viewer may see it: its author gets their own id back in `user`
 * with `isOwner: true`; anyone else gets `isOwner: false` and no `user` (left undefined, so
 * no answer carries it).
 */
export function authorAsSeenBy(
  viewerId: string,
  authorId: string,
): { user: string | undefined; isOwner: boolean } {
  const isOwner = authorId === viewerId;
  return { user: isOwner ? authorId : undefined, isOwner };
}

/** A stored suggestion, with the id of whoever wrote it. */
type StoredFeedback = {
  id: string;
  userId: string;
  fakeUser: number;
  feedback: string;
  approvalStatus: FeedbackApprovalStatus;
  createdAt: Date;
};

/**
 * A suggestion as anyone may see it, moderators and the post's author included: its
 * pseudonym and text, never its writer. `isOwn` tells only the viewer whether they wrote it.
 */
export function feedbackAsSeenBy(viewerId: string, row: StoredFeedback): FeedbackItem {
  return {
    _id: row.id,
    fakeUser: row.fakeUser,
    feedback: row.feedback,
    approvalStatus: row.approvalStatus,
    isOwn: row.userId === viewerId,
    created: row.createdAt.toISOString(),
  };
}
