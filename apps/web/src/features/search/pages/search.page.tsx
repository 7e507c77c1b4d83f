import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from '@/components/document-title.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { SearchResults } from '../components/search-results.tsx';
import {
  readSearchFilters,
  type SearchFilters,
  type SearchState,
  toSearchUrlParams,
} from '../search-params.ts';

/**
 * /search?category=...&from=YYYY-MM-DD&to=YYYY-MM-DD, the words in the history entry's state:
 * the person's own posts by words.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const location = useLocation();
  const navigate = useNavigate();
  const searchParams = new URLSearchParams(location.search);
  const filters = readSearchFilters(searchParams, location.state);
  // The entry as a whole, words included: what a change waits for.
  const address = `${toSearchUrlParams(filters)}#${filters.q}`;
  const hasWordsInAddress = searchParams.has('q');
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
    const next = `${params}#${filtersAsked.q}`;
    // The address it has already: nothing will arrive to wait for.
    if (next === address && asked.current.pending.length === 0) return;
    asked.current = { filters: filtersAsked, pending: [...asked.current.pending, next] };
    const state: SearchState = { q: filtersAsked.q };
    void navigate({ search: params.toString() }, { state });
  }

  // Words that came in the address move into the entry's state, and out of the address.
  useEffect(() => {
    if (!hasWordsInAddress) return;
    const state: SearchState = { q: filters.q };
    void navigate({ search: toSearchUrlParams(filters).toString() }, { replace: true, state });
  }, [hasWordsInAddress, filters, navigate]);

  return (
    <Stack gap="lg">
      {/* Never the words: a title reaches the browser's history. */}
      <DocumentTitle title={t('documentTitle')} />
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
