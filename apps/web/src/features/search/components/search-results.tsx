import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchPosts } from '@/api/search.ts';
import { LoadError } from '@/components/load-error.tsx';
import { PostCard } from '@/components/post-card/post-card.tsx';
import gridClasses from '@/components/post-card/post-card-grid.module.css';
import { isBackwardsRange, type SearchFilters, toSearchRequest } from '../search-params.ts';
import { HighlightedText } from './highlighted-text.tsx';

/** The results of the search the URL names: cards, best match first, and "more" at the end. */
export function SearchResults({ filters }: { filters: SearchFilters }) {
  const { t } = useTranslation('search');
  const isSearchable = filters.q !== '' && !isBackwardsRange(filters);
  const search = useSearchPosts(toSearchRequest(filters), { enabled: isSearchable });
  const results = search.data?.pages.flatMap((page) => page.data) ?? [];
  const isFiltered = filters.category !== null || filters.from !== null || filters.to !== null;
  // A new search shows the last one's cards, dimmed, until its own arrive.
  const isStale = search.isPlaceholderData;

  if (filters.q === '') {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text>{t('typeAbove')}</Text>
      </Paper>
    );
  }
  if (!isSearchable) return null;

  let status = '';
  if (search.isPending || isStale) status = t('searching');
  else if (search.isSuccess) {
    status = search.hasNextPage
      ? t('best', { n: results.length, words: filters.q })
      : t('matches', { count: results.length, words: filters.q });
  }

  return (
    <Stack gap="md">
      <Text role="status" aria-live="polite" fw={500}>
        {status}
      </Text>
      {search.isError && !search.isFetchNextPageError ? (
        <LoadError
          title={t('couldNotSearch')}
          error={search.error}
          onRetry={() => void search.refetch()}
        />
      ) : search.isPending ? (
        <div className={gridClasses.grid} aria-hidden>
          {[0, 1, 2].map((index) => (
            <Paper key={index} withBorder radius="lg" p="md">
              <Skeleton height={12} width="40%" mb="sm" />
              <Skeleton height={20} width="80%" mb="sm" />
              <Skeleton height={12} width="60%" mb="md" />
              <Skeleton height={12} mb={6} />
              <Skeleton height={12} width="70%" />
            </Paper>
          ))}
        </div>
      ) : results.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text>
            {isFiltered
              ? t('noMatchesFiltered', { words: filters.q })
              : t('noMatches', { words: filters.q })}
          </Text>
        </Paper>
      ) : (
        <ul className={gridClasses.grid} aria-label={t('results')} aria-busy={isStale}>
          {results.map((result) => (
            <li key={result.post._id}>
              <PostCard
                post={result.post}
                titleContent={<HighlightedText segments={result.title} />}
                summaryContent={
                  result.snippet.length > 0 ? (
                    <HighlightedText segments={result.snippet} />
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      {search.isFetchNextPageError && (
        <LoadError
          title={t('couldNotLoadMore')}
          error={search.error}
          onRetry={() => void search.fetchNextPage()}
        />
      )}
      {search.hasNextPage && !isStale && !search.isFetchNextPageError && (
        <Button
          variant="default"
          onClick={() => void search.fetchNextPage()}
          loading={search.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('showMore')}
        </Button>
      )}
    </Stack>
  );
}
