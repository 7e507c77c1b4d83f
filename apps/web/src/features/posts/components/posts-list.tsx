import { POST_FILTER_CATEGORIES, type PostCategory } from '@app/domain/post-types.ts';
import type { Post, PostListFilter } from '@app/domain/posts.schemas.ts';
import { Alert, Button, NativeSelect, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconArrowRight,
  IconPencilPlus,
} from '@tabler/icons-react';
import { useDeferredValue, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getErrorMessage } from '@/api/client.ts';
import { useCountPosts, useListPosts } from '@/api/posts.ts';
import type { PostsCursor } from '@/api/query-keys.ts';
import { PostCard } from '@/components/post-card/post-card.tsx';
import gridClasses from '@/components/post-card/post-card-grid.module.css';
import { useFormat } from '@/lib/i18n/format.ts';
import classes from './posts-list.module.css';
import { QueuedPosts } from './queued-posts.tsx';
import { showingText } from './showing-text.ts';

const ALL_CATEGORIES = 'all';

function toFilterCategory(value: string): PostCategory | null {
  return POST_FILTER_CATEGORIES.find((category) => category.value === value)?.value ?? null;
}

/** Where the list is: the cursor of the page asked for and its number, counted from 1. */
interface PageState {
  cursor: PostsCursor | null;
  page: number;
}

const FIRST_PAGE: PageState = { cursor: null, page: 1 };
const NO_POSTS: Post[] = [];

interface PostsListProps {
  /** Which view (docs/product.md section 4 "Paging"): the person's own, the community, or review. */
  filter: PostListFilter;
}

/**
 * Spec "Posts list": a page of cards, newest first, with the category filter and the
 * Newer and Older pager. It refreshes by itself whenever a post is saved or deleted anywhere
 * in the app (the posts queries are invalidated then; see src/api/posts.ts).
 */
export function PostsList({ filter }: PostsListProps) {
  const { t } = useTranslation(['posts', 'categories']);
  const { number } = useFormat();
  const [category, setCategory] = useState<PostCategory | null>(null);
  const [pageState, setPageState] = useState<PageState>(FIRST_PAGE);
  const toolbar = useRef<HTMLDivElement>(null);

  const list = useListPosts({ filter, category, cursor: pageState.cursor });
  const count = useCountPosts({ filter, category });

  /*
   * The cards are drawn from a deferred copy of the page: a page arriving through the query
   * cache would otherwise be rendered at once, in one task that blocks the browser; deferred,
   * React yields between cards (decision 0037). Until the copy catches up, the skeleton
   * or the previous page stays, marked busy.
   */
  const shownPage = useDeferredValue(list.data);
  const posts = shownPage?.data ?? NO_POSTS;
  const hasNewer = shownPage?.has_more_after ?? false;
  const hasOlder = shownPage?.has_more ?? false;
  const isPaging = list.isPlaceholderData || (shownPage !== undefined && shownPage !== list.data);
  const isFirstPagePending = list.isPending || shownPage === undefined;
  // With nothing newer this is the first page, whatever the count says: posts written or
  // deleted since the person started paging move the pages under them.
  const page = hasNewer ? pageState.page : 1;

  function goTo(direction: PostsCursor['direction']) {
    const value = direction === 'older' ? shownPage?.next_cursor : shownPage?.previous_cursor;
    if (!value) return;
    setPageState({
      cursor: { direction, value },
      page: Math.max(1, page + (direction === 'older' ? 1 : -1)),
    });
    toolbar.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  function changeCategory(value: string) {
    setCategory(toFilterCategory(value));
    setPageState(FIRST_PAGE);
  }

  // Offline with nothing kept on the device yet: say when they will come, not "Loading".
  const isWaitingForNetwork = list.isPending && list.fetchStatus === 'paused';
  const status = isWaitingForNetwork
    ? t('loadWhenOnline')
    : isFirstPagePending || count.isPending || isPaging
      ? t('loading')
      : showingText(page, posts.length, count.data ?? posts.length, t, number);
  const categoryOptions = [
    { value: ALL_CATEGORIES, label: t('allCategories') },
    ...POST_FILTER_CATEGORIES.map(({ value }) => ({
      value,
      label: t(`categories:label.${value}`),
    })),
  ];

  return (
    <Stack gap="md">
      {filter === 'mine' && <QueuedPosts />}
      <div className={classes.toolbar} ref={toolbar}>
        <Text role="status" aria-live="polite" fw={500}>
          {list.isError ? '' : status}
        </Text>
        <NativeSelect
          label={t('category')}
          data={categoryOptions}
          value={category ?? ALL_CATEGORIES}
          onChange={(event) => changeCategory(event.currentTarget.value)}
          className={classes.filter}
        />
      </div>

      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('couldNotLoad')}>
          {getErrorMessage(list.error)}
          <Button
            mt="md"
            size="sm"
            variant="default"
            display="block"
            onClick={() => void list.refetch()}
          >
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : isWaitingForNetwork ? null : isFirstPagePending ? (
        <div className={gridClasses.grid} aria-hidden>
          {[0, 1, 2].map((index) => (
            <Paper key={index} withBorder radius="lg" p="md">
              <Skeleton height={12} width="40%" mb="sm" />
              <Skeleton height={20} width="80%" mb="sm" />
              <Skeleton height={12} width="60%" mb="md" />
              <Skeleton height={12} mb={6} />
              <Skeleton height={12} mb={6} />
              <Skeleton height={12} width="70%" />
            </Paper>
          ))}
        </div>
      ) : posts.length === 0 ? (
        <EmptyPosts filter={filter} isFiltered={category !== null} />
      ) : (
        <ul className={gridClasses.grid} aria-busy={isPaging} aria-label={t('list')}>
          {posts.map((post) => (
            <li key={post._id}>
              <PostCard post={post} showAuthor={filter !== 'mine'} />
            </li>
          ))}
        </ul>
      )}

      {(hasNewer || hasOlder) && (
        <nav className={classes.pager} aria-label={t('pages')}>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={() => goTo('newer')}
            disabled={!hasNewer || isPaging}
          >
            {t('newer')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconArrowRight size={18} aria-hidden />}
            onClick={() => goTo('older')}
            disabled={!hasOlder || isPaging}
          >
            {t('older')}
          </Button>
        </nav>
      )}
    </Stack>
  );
}

function EmptyPosts({ filter, isFiltered }: { filter: PostListFilter; isFiltered: boolean }) {
  const { t } = useTranslation('posts');
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="md" align="flex-start">
        <Text>{isFiltered ? t('emptyCategory') : t(`empty.${filter}`)}</Text>
        {filter === 'mine' && !isFiltered && (
          <Button
            component={Link}
            to="/posts/new"
            leftSection={<IconPencilPlus size={18} aria-hidden />}
          >
            {t('writeFirst')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
