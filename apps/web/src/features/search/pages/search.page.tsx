import { Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { readSearchFilters, type SearchFilters, toSearchUrlParams } from '../search-params.ts';

/** /search?q=...&category=...&from=YYYY-MM-DD&to=YYYY-MM-DD: the person's own posts by words. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readSearchFilters(searchParams);
  const address = searchParams.toString();
  // The filters as last asked for here, and the addresses asked for that have not arrived: the
  // address (and `filters` with it) arrives a render after each change, so two changes in quick
  // succession (clearing both days) compose with each other, not with the address before them.
  const asked = useRef({ filters, pending: [] as string[] });
  const arrived = asked.current.pending.indexOf(address);
  if (arrived !== -1) asked.current.pending.splice(0, arrived + 1);
  else if (asked.current.pending.length === 0) asked.current.filters = filters;

  function change(changed: Partial<SearchFilters>) {
    const filtersAsked = { ...asked.current.filters, ...changed };
    const params = toSearchUrlParams(filtersAsked);
    const next = params.toString();
    // The address it has already: nothing will arrive to wait for.
    if (next === address && asked.current.pending.length === 0) return;
    asked.current = { filters: filtersAsked, pending: [...asked.current.pending, next] };
    setSearchParams(params);
  }

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
      <SearchForm key={filters.q} filters={filters} onChange={change} />
      <SearchResults filters={filters} />
    </Stack>
  );
}
