import { TRACKER_TITLE_MAX_LENGTH, trackerTitleSchema } from '@app/domain/trackers.schemas.ts';
import { Text, TextInput, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './trackers.module.css';

/** The rule for a title (docs/product.md section 5: required), from the domain. */
const titleSchema = trackerTitleSchema;

interface TrackerTitleProps {
  title: string;
  onRename: (title: string) => void;
}

/**
 * Spec "Trackers" and section 4: the title is text until pressed, then a field; Enter or
 * leaving the field keeps the new title, Escape the old one. An empty title is refused (docs/product.md
 * section 5) with a message, and the old title stays.
 */
export function TrackerTitle({ title, onRename }: TrackerTitleProps) {
  const { t } = useTranslation('trackers');
  const hintId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const shouldFocusButton = useRef(false);
  const isEditing = draft !== null;

  useEffect(() => {
    if (!isEditing && shouldFocusButton.current) {
      shouldFocusButton.current = false;
      button.current?.focus();
    }
  }, [isEditing]);

  function startEditing() {
    setDraft(title);
    setError(null);
  }

  function finishEditing({ returnFocus }: { returnFocus: boolean }) {
    if (draft === null) return;
    const parsed = titleSchema.safeParse(draft);
    if (parsed.success) {
      if (parsed.data !== title) onRename(parsed.data);
      setError(null);
    } else {
      // The domain's rules, in the person's words: too long (past the field's limit) or empty.
      const reason =
        parsed.error.issues[0]?.code === 'too_big'
          ? t('titleTooLong', { max: TRACKER_TITLE_MAX_LENGTH })
          : t('titleRequired');
      setError(t('titleRefused', { reason, title }));
    }
    shouldFocusButton.current = returnFocus;
    setDraft(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      finishEditing({ returnFocus: true });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      shouldFocusButton.current = true;
      setDraft(null);
      setError(null);
    }
  }

  return (
    <div className={classes.titleArea}>
      {isEditing ? (
        <TextInput
          // The person pressed the title to edit it: the field takes the focus at once.
          autoFocus
          aria-label={t('titleField')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          onBlur={() => finishEditing({ returnFocus: false })}
          onFocus={(event) => event.currentTarget.select()}
          maxLength={TRACKER_TITLE_MAX_LENGTH}
          size="sm"
          autoComplete="off"
        />
      ) : (
        <Title order={2} size="h4" className={classes.title}>
          <UnstyledButton
            ref={button}
            className={classes.titleButton}
            onClick={startEditing}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          >
            <span className={classes.titleText}>{title}</span>
            <IconPencil size={16} className={classes.titleIcon} aria-hidden />
          </UnstyledButton>
        </Title>
      )}
      {/* Outside the heading, so the heading's name stays the title alone. */}
      <VisuallyHidden id={hintId}>{t('pressToRename')}</VisuallyHidden>
      {error && (
        <Text id={errorId} role="alert" size="sm" c="var(--mantine-color-error)" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
