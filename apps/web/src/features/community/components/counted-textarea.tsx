import { Text, Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format.ts';

interface CountedTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'maxLength'> {
  value: string;
  onChange: (value: string) => void;
  /** The most characters the server takes, counted as it counts them (trimmed). */
  maxLength: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A text area with a running count against its limit (docs/product.md section 5: a suggestion is at most
 * 250 characters). Typing past the limit is allowed and said, rather than silently cutting
 * pasted text; the form refuses to send until it fits.
 */
export function CountedTextarea({
  value,
  onChange,
  maxLength,
  textareaRef,
  error,
  ...props
}: CountedTextareaProps) {
  const { t } = useTranslation('community');
  const format = useFormat();
  const length = value.trim().length;
  const isTooLong = length > maxLength;

  return (
    <div>
      <Textarea
        {...props}
        ref={textareaRef}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={
          error ??
          (isTooLong
            ? t('tooLong', { max: format.number(maxLength), length: format.number(length) })
            : undefined)
        }
      />
      {/* For the eye; the field's description names the limit and its error the count. */}
      <Text
        size="xs"
        ta="right"
        mt={4}
        c={isTooLong ? 'var(--mantine-color-error)' : 'dimmed'}
        aria-hidden
      >
        {format.number(length)}/{format.number(maxLength)}
      </Text>
    </div>
  );
}
