import { CODE_LENGTH } from '@app/domain/limits.ts';
import { TextInput } from '@mantine/core';
import type { Ref } from 'react';

/**
 * The field a sign-in or unlock code is typed or pasted into. `onComplete` is called once the
 * last digit is in, so a typed or pasted code goes without a tap on Verify.
 */
export function CodeInput({
  label,
  description,
  code,
  onCodeChange,
  onComplete,
  inputRef,
  disabled,
}: {
  label: string;
  description: string;
  code: string;
  onCodeChange: (code: string) => void;
  onComplete?: (code: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled: boolean;
}) {
  return (
    <TextInput
      ref={inputRef}
      label={label}
      description={description}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      placeholder="123456"
      // Pasting "123 456" or "Your code: 123456" keeps just the digits.
      value={code}
      onChange={(event) => {
        const typed = event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
        onCodeChange(typed);
        if (typed.length === CODE_LENGTH && typed !== code) onComplete?.(typed);
      }}
      disabled={disabled}
      autoFocus
      size="lg"
      styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
