import { MOOD_MAX_LENGTH } from '@app/domain/post-limits.ts';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isMoodTooLong, moodLength } from '@/lib/post-form-values.ts';

interface MoodInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  value: string;
  onChange: (mood: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A mood of at most 20 characters (docs/product.md section 5), with a counter. Typing past the limit is
 * allowed and said, rather than silently cutting a pasted word in half; the form refuses to
 * save until it fits.
 */
export function MoodInput({
  value,
  onChange,
  inputRef,
  label,
  placeholder,
  ...props
}: MoodInputProps) {
  const { t } = useTranslation('postPages');
  const length = moodLength(value);
  const isTooLong = isMoodTooLong(value);

  return (
    <TextInput
      {...props}
      ref={inputRef}
      label={label ?? t('mood.label')}
      placeholder={placeholder ?? t('mood.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={isTooLong ? t('mood.tooLong', { max: MOOD_MAX_LENGTH, length }) : undefined}
      rightSection={
        <Text size="xs" c={isTooLong ? 'var(--mantine-color-error)' : 'dimmed'} aria-hidden>
          {length}/{MOOD_MAX_LENGTH}
        </Text>
      }
      rightSectionWidth={52}
      autoComplete="off"
    />
  );
}
