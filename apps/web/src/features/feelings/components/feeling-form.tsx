import {
  FEELING_INTENSITY_MAX,
  FEELING_INTENSITY_MIN,
  FEELING_MAX_LENGTH,
  loggedFeelingSchema,
} from '@app/domain/feelings.schemas.ts';
import { isLanguage } from '@app/domain/languages.ts';
import { Autocomplete, Button, Input, SegmentedControl, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { useAddFeeling, useOwnFeelingWords } from '@/api/feelings.ts';
import { type FeelingSuggestion, suggestFeelings } from './feeling-suggestions.ts';
import classes from './feelings.module.css';

/** The intensity control's "not said", beside 1 to 5. */
const NO_INTENSITY = 'none';
const INTENSITIES = Array.from(
  { length: FEELING_INTENSITY_MAX - FEELING_INTENSITY_MIN + 1 },
  (_, i) => String(FEELING_INTENSITY_MIN + i),
);

/**
 * Spec "Feelings": a word and Save; Enter saves too (it is a form). As the person types, the
 * field suggests their own past words first, then the vocabulary's words with what each means
 * (a combobox: arrows move through them, Enter takes one). An intensity from 1 to 5 may go with
 * the word. The word is trimmed and lower-cased by the domain's own schema before it is sent
 * (docs/product.md section 5), so the list shows what the server stores; a blank one is not sent and the
 * field says why.
 */
export function FeelingForm() {
  const { t, i18n } = useTranslation(['feelings', 'common']);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const addFeeling = useAddFeeling();
  const ownWords = useOwnFeelingWords();
  const [text, setText] = useState('');
  const [intensity, setIntensity] = useState(NO_INTENSITY);
  const [error, setError] = useState<string | null>(null);
  const [savedWord, setSavedWord] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const intensityLabelId = useId();

  const suggestions = useMemo(
    () => suggestFeelings(text, ownWords.data ?? [], language),
    [text, ownWords.data, language],
  );
  const suggestionOf = useMemo(
    () =>
      new Map<string, FeelingSuggestion>(
        [...suggestions.own, ...suggestions.vocabulary].map((s) => [s.word, s]),
      ),
    [suggestions],
  );
  const options = [
    { group: t('yourWords'), items: suggestions.own.map((s) => s.word) },
    { group: t('feelingWords'), items: suggestions.vocabulary.map((s) => s.word) },
  ].filter((group) => group.items.length > 0);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addFeeling.isPending) return;
    setSavedWord(null);
    const parsed = loggedFeelingSchema.safeParse({
      feeling: text,
      intensity: intensity === NO_INTENSITY ? null : Number(intensity),
    });
    if (!parsed.success) {
      // The field's maxLength leaves a blank word as the schema's one refusal.
      setError(t('writeFirst'));
      input.current?.focus();
      return;
    }
    setError(null);
    addFeeling.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setIntensity(NO_INTENSITY);
        setSavedWord(parsed.data.feeling);
        input.current?.focus();
      },
      onError: (cause) => setError(getErrorMessage(cause)),
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      {/* One wrapper for the label, guidance and error, so the button sits level with the field. */}
      <Input.Wrapper
        id={inputId}
        label={t('howDoYouFeel')}
        description={t('howDescription')}
        error={error}
        size="md"
      >
        <div className={classes.formRow}>
          <Autocomplete
            ref={input}
            id={inputId}
            className={classes.formInput}
            // The wrapper's spacing would push the field below the button beside it.
            mt={0}
            mb={0}
            placeholder={t('placeholder')}
            value={text}
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
            data={options}
            // The suggestions are already the ones that match, in their order.
            filter={({ options: matching }) => matching}
            renderOption={({ option }) => (
              <SuggestionOption
                word={option.value}
                suggestion={suggestionOf.get(option.value)}
                yours={t('yourWord')}
              />
            )}
            maxDropdownHeight={320}
            // Wider than the field on a phone, where Save takes a third of the row: meanings
            // read on a few lines rather than one word a line.
            comboboxProps={{ width: 'min(24rem, calc(100vw - 2rem))', position: 'bottom-start' }}
            error={Boolean(error)}
            maxLength={FEELING_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="none"
            size="md"
          />
          <Button
            type="submit"
            className={classes.formButton}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            disabled={addFeeling.isPending}
          >
            {addFeeling.isPending ? t('common:saving') : t('common:save')}
          </Button>
        </div>
      </Input.Wrapper>
      <div className={classes.intensity}>
        <Text id={intensityLabelId} size="sm" fw={500}>
          {t('intensity')}
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          {t('intensityDescription')}
        </Text>
        <SegmentedControl
          aria-labelledby={intensityLabelId}
          value={intensity}
          onChange={setIntensity}
          data={[
            { value: NO_INTENSITY, label: t('intensityNone') },
            ...INTENSITIES.map((value) => ({ value, label: value })),
          ]}
          className={classes.intensityControl}
        />
      </div>
      {/* Always in the page, so a screen reader hears the change when it is filled. */}
      <Text role="status" size="sm" c="dimmed" mt={savedWord ? 6 : 0}>
        {savedWord && t('saved', { word: savedWord })}
      </Text>
    </form>
  );
}

interface SuggestionOptionProps {
  word: string;
  suggestion: FeelingSuggestion | undefined;
  /** Said of a word from the person's own log that the vocabulary does not explain. */
  yours: string;
}

/** A suggested word with its meaning, and a dot of its quarter of the mood meter. */
function SuggestionOption({ word, suggestion, yours }: SuggestionOptionProps) {
  return (
    <div className={classes.option}>
      <span
        className={classes.quadrantDot}
        data-quadrant={suggestion?.quadrant ?? 'unplaced'}
        aria-hidden
      />
      <div>
        <div className={classes.word}>{word}</div>
        <Text size="xs" c="dimmed">
          {suggestion?.meaning ?? yours}
        </Text>
      </div>
    </div>
  );
}
