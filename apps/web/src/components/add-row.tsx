import { Button, type MantineSize } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './add-row.module.css';

interface AddRowProps {
  /** The field whose text Add takes. */
  children: ReactNode;
  onAdd: () => void;
  /** `end` for a field with a label above it, `start` for one without. */
  align: 'start' | 'end';
  buttonSize?: MantineSize;
  disabled?: boolean;
}

/** A field and its Add button on one line, as a form of its own: Enter adds too. */
export function AddRow({ children, onAdd, align, buttonSize, disabled }: AddRowProps) {
  const { t } = useTranslation('common');
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAdd();
  }

  return (
    <form onSubmit={handleSubmit} className={classes.addRow} data-align={align} noValidate>
      {children}
      <Button
        type="submit"
        size={buttonSize}
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={disabled}
      >
        {t('add')}
      </Button>
    </form>
  );
}
