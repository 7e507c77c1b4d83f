import { SEARCH_QUERY_MAX_LENGTH } from '@app/domain/limits.ts';
import { POST_CATEGORIES } from '@app/domain/post-types.ts';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBackwardsRange, type SearchFilters } from '../search-params.ts';
import classes from './search.module.css';

const ALL_CATEGORIES = '';

interface SearchFormProps {
  filters: SearchFilters;
  /** The filters that change; the others stay as last asked for. */
  onChange: (change: Partial<SearchFilters>) => void;
}

/**
 * The words apply when the person searches (Enter or the button); the category and the days
 * apply as soon as they change, to whatever words the results are for.
 */
export function SearchForm({ filters, onChange }: SearchFormProps) {
  const { t, i18n } = useTranslation(['search', 'categories']);
  const categoryOptions = useMemo(
    () => [
      { value: ALL_CATEGORIES, label: t('allCategories') },
      ...POST_CATEGORIES.map((category) => ({
        value: category,
        label: t(`categories:label.${category}`),
      })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    ],
    [t, i18n.language],
  );
  const [words, setWords] = useState(filters.q);
  const [wordsError, setWordsError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (words.trim() === '') {
      setWordsError(t('typeAWord'));
      return;
    }
    setWordsError(null);
    onChange({ q: words.trim() });
  }

  return (
    <search aria-label={t('formLabel')}>
      <form onSubmit={submit} className={classes.form}>
        <div className={classes.words}>
          <TextInput
            type="search"
            label={t('words')}
            name="q"
            value={words}
            onChange={(event) => {
              setWords(event.currentTarget.value);
              setWordsError(null);
            }}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={t('wordsPlaceholder')}
            error={wordsError}
            className={classes.wordsInput}
          />
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
            {t('search')}
          </Button>
        </div>
        <div className={classes.filters}>
          <NativeSelect
            label={t('category')}
            data={categoryOptions}
            value={filters.category ?? ALL_CATEGORIES}
            onChange={(event) => {
              const value = event.currentTarget.value;
              onChange({ category: POST_CATEGORIES.find((c) => c === value) ?? null });
            }}
          />
          <TextInput
            type="date"
            label={t('from')}
            value={filters.from ?? ''}
            max={filters.to ?? undefined}
            onChange={(event) => onChange({ from: event.currentTarget.value || null })}
          />
          <TextInput
            type="date"
            label={t('until')}
            value={filters.to ?? ''}
            min={filters.from ?? undefined}
            onChange={(event) => onChange({ to: event.currentTarget.value || null })}
            error={isBackwardsRange(filters) ? t('backwards') : null}
          />
        </div>
      </form>
    </search>
  );
}
