import { SEARCH_QUERY_MAX_LENGTH } from '@app/domain/limits.ts';
import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchFor } from '../search-params.ts';
import classes from './top-bar-search.module.css';

/**
 * The top bar's search box: in the bar from 768 px; on a phone an icon that opens the box over
 * the bar. Searching opens /search with the words.
 */
export function TopBarSearch() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const words = String(new FormData(form).get('q') ?? '').trim();
    if (words === '') return;
    form.reset();
    setOpen(false);
    const { pathname, state } = searchFor(words);
    navigate(pathname, { state });
  }

  function close() {
    setOpen(false);
    openButton.current?.focus();
  }

  return (
    <>
      <search className={classes.inline}>
        <form onSubmit={search}>
          <SearchInput />
        </form>
      </search>
      <ActionIcon
        ref={openButton}
        hiddenFrom="sm"
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={t('searchPosts')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen(true)}
      >
        <IconSearch size={22} aria-hidden />
      </ActionIcon>
      {isOpen && (
        <search id={panelId}>
          <form
            onSubmit={search}
            className={classes.panel}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          >
            <SearchInput autoFocus />
            <CloseButton size="lg" aria-label={t('closeSearch')} onClick={close} />
          </form>
        </search>
      )}
    </>
  );
}

function SearchInput({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <TextInput
      type="search"
      name="q"
      aria-label={t('searchPosts')}
      placeholder={t('searchPosts')}
      maxLength={SEARCH_QUERY_MAX_LENGTH}
      leftSection={<IconSearch size={16} aria-hidden />}
      radius="xl"
      // The phone's panel opens on a tap that asked for it: the box is what comes next.
      autoFocus={autoFocus}
      className={classes.input}
    />
  );
}
