import type { PostListFilter } from '@app/domain/posts.schemas.ts';
import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { POST_LIST_VIEWS, posts } from '../db/schema/posts.ts';
import { isModerator } from './moderators.ts';

/**
 * Who may see which post, in one place (docs/architecture.md): the posts module reads and lists
 * by it, the images module asks it (an image on a readable post is readable) and the
 * community module too (suggestions go on posts the writer may read).
 */

/** The signed-in person asking, with the one role that widens what they see. */
export type PostViewer = { userId: string; isModerator: boolean };

export async function findPostViewer(db: Database, userId: string): Promise<PostViewer> {
  return { userId, isModerator: await isModerator(db, userId) };
}

/**
 * Whether a list view shows the viewer anything: the review view belongs to moderators, and
 * anyone else gets an empty list (never a 403: the tab is not shown to them, and an empty
 * answer tells nothing).
 */
export async function isListOpenTo(
  db: Database,
  userId: string,
  filter: PostListFilter,
): Promise<boolean> {
  return filter !== 'review' || (await isModerator(db, userId));
}

/**
 * Posts the viewer may read: their own (drafts too); anyone's approved post shared for
 * feedback; and for moderators, every post shared for feedback whatever its status (they
 * review, reject and re-approve them). Never a deleted post. Anything else does not exist
 * for them (404).
 */
export function readablePostsOf(viewer: {
  userId: string | Placeholder;
  isModerator: boolean;
}): SQL {
  const shared = viewer.isModerator
    ? sql`${posts.shareForFeedback}`
    : POST_LIST_VIEWS.community.where(posts);
  const readable = and(sql`not ${posts.deleted}`, or(eq(posts.userId, viewer.userId), shared));
  if (!readable) throw new Error('empty visibility predicate');
  return readable;
}

/** Whether the image is shown on a post the viewer may read (images follow their posts). */
export async function isImageOnReadablePost(
  db: Database,
  viewer: PostViewer,
  imageId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(posts)
    .where(and(eq(posts.image, imageId), readablePostsOf(viewer)))
    .limit(1);
  return row !== undefined;
}

/** What the community module needs to know of a post the viewer may read. */
type ReadablePost = {
  authorId: string;
  /** The post's pseudonym (suggestions get a different one where possible). */
  fakeUser: number | null;
  /** Shared for feedback and approved: in the community, open for suggestions. */
  isInCommunity: boolean;
};

/** The post if the viewer may read it (same rule as reading it), or null. */
export async function findReadablePost(
  db: Database,
  viewer: PostViewer,
  postId: string,
): Promise<ReadablePost | null> {
  const [row] = await db
    .select({
      authorId: posts.userId,
      fakeUser: posts.fakeUser,
      isInCommunity: sql<boolean>`${posts.shareForFeedback} and ${posts.approvalStatus} = 'approved'`,
    })
    .from(posts)
    .where(and(eq(posts.id, postId), readablePostsOf(viewer)))
    .limit(1);
  return row ?? null;
}
