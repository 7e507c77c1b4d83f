import type { PostListFilter } from '@app/domain/posts.schemas.ts';
import { HomePage } from '@/features/home/pages/home.page.tsx';
import { PostsList } from '@/features/posts/components/posts-list.tsx';

/*
 * /urnb shows the posts feature's list inside the home feature's tabs. Features may not
 * import each other (docs/architecture.md), so the app layer puts the two together here.
 */
function renderPostsList(filter: PostListFilter) {
  return <PostsList filter={filter} />;
}

export function HomeRoute() {
  return <HomePage renderPostsList={renderPostsList} />;
}
