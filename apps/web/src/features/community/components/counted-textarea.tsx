import { Text, Textarea, type TextareaProps } from '@mantine/core';
import type { Ref } from 'react';

interface CountedTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'maxLength'> {
  value: string;
  onChange: (value: string) => void;
  /** The most characters the server takes, counted as it counts them (trimmed). */
  maxLength: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A text area with a running count against its limit (spec section 5: a suggestion is at most
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
            ? `Keep it to ${maxLength.toLocaleString('en-US')} characters or fewer: it has ${length.toLocaleString('en-US')}.`
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
        {length}/{maxLength}
      </Text>
    </div>
  );
}
