import type { PostDetail } from '@app/domain/posts.schemas.ts';
import { PostFeedback } from '@/features/community/components/post-feedback.tsx';
import { PostDetailPage } from '@/features/posts/pages/post-detail.page.tsx';

/*
 * /posts/{id} shows the community feature's suggestions under the posts feature's post.
 * Features may not import each other (docs/architecture.md), so the app puts the two together
 * here, as home-route.tsx does for the home tabs.
 */
function renderFeedback(post: PostDetail) {
  // Keyed by post: "one suggestion per view" starts again on another post.
  return <PostFeedback key={post._id} post={post} />;
}

export function PostDetailRoute() {
  return <PostDetailPage renderFeedback={renderFeedback} />;
}
