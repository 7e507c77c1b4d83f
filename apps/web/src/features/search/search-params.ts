import { SEARCH_QUERY_MAX_LENGTH } from '@app/domain/limits.ts';
import { POST_CATEGORIES, type PostCategory } from '@app/domain/post-types.ts';
import dayjs from 'dayjs';
import type { SearchParams } from '@/api/search.ts';

/**
 * What /search shows: the words, kept in the history entry's state (never in its address, so
 * never in the browser's history or a tab's title), and a category and days (YYYY-MM-DD) in
 * the address.
 */
export interface SearchFilters {
  q: string;
  category: PostCategory | null;
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDay(value: string | null): string | null {
  return value && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : null;
}

function toCategory(value: string | null): PostCategory | null {
  return POST_CATEGORIES.find((category) => category === value) ?? null;
}

/** The words a /search history entry holds. */
export interface SearchState {
  q: string;
}

function wordsOf(state: unknown): string {
  const q = (state as Partial<SearchState> | null)?.q;
  return typeof q === 'string' ? q : '';
}

/**
 * The filters of a /search entry: the words from its state, or from an address that still
 * carries `?q=` (a link or a bookmark made before; the page moves them into the state);
 * anything that does not parse is left out.
 */
export function readSearchFilters(params: URLSearchParams, state: unknown): SearchFilters {
  return {
    q: (wordsOf(state) || (params.get('q') ?? '')).trim().slice(0, SEARCH_QUERY_MAX_LENGTH),
    category: toCategory(params.get('category')),
    from: toDay(params.get('from')),
    to: toDay(params.get('to')),
  };
}

/** The address's part of the filters: all but the words. */
export function toSearchUrlParams({ q: _words, ...filters }: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value) params.set(name, value);
  }
  return params;
}

/** Where to go to search for these words, from anywhere (the top bar). */
export function searchFor(q: string): { pathname: string; state: SearchState } {
  return { pathname: '/search', state: { q: q.trim() } };
}

/** Whether the last day comes before the first: no posts could match. */
export function isBackwardsRange(filters: Pick<SearchFilters, 'from' | 'to'>): boolean {
  return filters.from !== null && filters.to !== null && filters.to < filters.from;
}

/**
 * The API's request: the person's days as instants in their own time zone, the start of the
 * first day to the start of the day after the last.
 */
export function toSearchRequest(filters: SearchFilters): SearchParams {
  return {
    q: filters.q,
    category: filters.category,
    from: filters.from ? dayjs(filters.from).startOf('day').toISOString() : null,
    to: filters.to ? dayjs(filters.to).add(1, 'day').startOf('day').toISOString() : null,
  };
}
