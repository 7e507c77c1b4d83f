import { Radio, Text, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRow } from '@/components/add-row.tsx';
import { RemoveBadge } from '@/components/remove-badge.tsx';
import type { ExcitementOptions } from '../hooks/use-excitement-options.ts';
import classes from './excitement.module.css';

interface ExcitementOptionsPickerProps {
  options: ExcitementOptions;
  onSelect: (index: number) => void;
  onRemove: (index: number) => void;
  /** The text in the "Options" field, not yet added. */
  pending: string;
  onPendingChange: (text: string) => void;
  onAdd: () => void;
  disabled: boolean;
  /** Said under the "Options" field, e.g. when there is nothing to act on yet. */
  error?: string | undefined;
  fieldRef?: Ref<HTMLInputElement>;
}

/**
 * Spec "Excitement start": the options as a radio list, each with a remove badge, and the
 * "Options" field with Add (Enter adds too).
 */
export function ExcitementOptionsPicker({
  options,
  onSelect,
  onRemove,
  pending,
  onPendingChange,
  onAdd,
  disabled,
  error,
  fieldRef,
}: ExcitementOptionsPickerProps) {
  const { t } = useTranslation('excitement');
  return (
    <>
      {options.choices.length === 0 ? (
        <Text c="dimmed">{t('options.none')}</Text>
      ) : (
        <Radio.Group
          label={t('options.which')}
          value={String(options.selected)}
          onChange={(value) => onSelect(Number(value))}
        >
          <ul className={classes.options}>
            {options.choices.map((choice, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; the same words may be written twice.
                key={`${index}:${choice}`}
                className={classes.option}
                data-selected={index === options.selected || undefined}
              >
                <Radio value={String(index)} label={choice} disabled={disabled} />
                <RemoveBadge
                  label={t('options.remove', { choice })}
                  onClick={() => onRemove(index)}
                />
              </li>
            ))}
          </ul>
        </Radio.Group>
      )}
      <AddRow onAdd={onAdd} align="end" disabled={disabled}>
        <TextInput
          ref={fieldRef}
          error={error}
          label={t('options.label')}
          placeholder={t('options.placeholder')}
          value={pending}
          onChange={(event) => onPendingChange(event.currentTarget.value)}
          autoComplete="off"
          disabled={disabled}
        />
      </AddRow>
    </>
  );
}
