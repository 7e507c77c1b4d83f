import { CODE_LENGTH } from '@app/domain/limits.ts';
import { TextInput } from '@mantine/core';

/** The field a sign-in or unlock code is typed or pasted into. */
export function CodeInput({
  label,
  description,
  code,
  onCodeChange,
  disabled,
}: {
  label: string;
  description: string;
  code: string;
  onCodeChange: (code: string) => void;
  disabled: boolean;
}) {
  return (
    <TextInput
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
      onChange={(event) =>
        onCodeChange(event.currentTarget.value.replace(/\D/g, '').slice(0, CODE_LENGTH))
      }
      disabled={disabled}
      autoFocus
      size="lg"
      styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
