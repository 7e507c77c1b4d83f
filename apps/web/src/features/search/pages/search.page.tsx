import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { readSearchFilters, toSearchUrlParams } from '../search-params.ts';

/** /search?q=...&category=...&from=YYYY-MM-DD&to=YYYY-MM-DD: the person's own posts by words. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readSearchFilters(searchParams);

  return (
    <Stack gap="lg">
      <DocumentTitle
        title={filters.q ? t('documentTitleWords', { words: filters.q }) : t('documentTitle')}
      />
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed" mt={4}>
          {t('intro')}
        </Text>
      </div>
      {/* New words from the top bar start the form afresh with them. */}
      <SearchForm
        key={filters.q}
        filters={filters}
        onChange={(next) => setSearchParams(toSearchUrlParams(next))}
      />
      <SearchResults filters={filters} />
    </Stack>
  );
}
