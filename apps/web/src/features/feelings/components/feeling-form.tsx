import { addFeelingRequestSchema, FEELING_MAX_LENGTH } from '@app/domain/feelings.schemas.ts';
import { Button, Input, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { useAddFeeling } from '@/api/feelings.ts';
import classes from './feelings.module.css';

/**
 * Spec "Feelings": a word and Save; Enter saves too (it is a form). The word is trimmed and
 * lower-cased by the domain's own schema before it is sent (spec section 5), so the list shows
 * what the server stores; a blank one is not sent and the field says why.
 */
export function FeelingForm() {
  const { t } = useTranslation(['feelings', 'common']);
  const addFeeling = useAddFeeling();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [savedWord, setSavedWord] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addFeeling.isPending) return;
    setSavedWord(null);
    const parsed = addFeelingRequestSchema.safeParse({ feeling: text });
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
          <Input
            ref={input}
            className={classes.formInput}
            // The wrapper's spacing would push the field below the button beside it.
            mt={0}
            mb={0}
            placeholder={t('placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
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
      {/* Always in the page, so a screen reader hears the change when it is filled. */}
      <Text role="status" size="sm" c="dimmed" mt={savedWord ? 6 : 0}>
        {savedWord && t('saved', { word: savedWord })}
      </Text>
    </form>
  );
}
