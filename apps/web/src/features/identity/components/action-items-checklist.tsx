import type { ActionItem } from '@app/domain/posts.schemas.ts';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowsMaximize } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRow } from '@/components/add-row.tsx';
import { RemoveBadge } from '@/components/remove-badge.tsx';
import classes from './action-items-checklist.module.css';

interface ActionItemsChecklistProps {
  /** The id for the "Preferred You" heading, which names the dropdown. */
  headingId: string;
  items: ActionItem[];
  onChange: (items: ActionItem[]) => void;
  onSave: () => void;
  onOpenDialog: () => void;
  isSaving: boolean;
  /** The list differs from the saved one. */
  isDirty: boolean;
}

/**
 * The top bar's "Preferred You" dropdown (docs/product.md, "Top bar and footer"): the checkbox list with a
 * remove badge per item, a new-item field with Add, Uncheck All and Save.
 */
export function ActionItemsChecklist({
  headingId,
  items,
  onChange,
  onSave,
  onOpenDialog,
  isSaving,
  isDirty,
}: ActionItemsChecklistProps) {
  const { t } = useTranslation(['identity', 'common']);
  const [newItem, setNewItem] = useState('');
  const newItemInput = useRef<HTMLInputElement>(null);
  const hasChecked = items.some((item) => item.complete);

  function add() {
    const action = newItem.trim();
    // Blank or whitespace-only text is ignored (docs/product.md section 5).
    if (action === '') return;
    onChange([...items, { action, complete: false }]);
    setNewItem('');
  }

  function remove(index: number) {
    onChange(items.filter((_item, i) => i !== index));
    // The removed badge had the focus; the new-item field is always there to take it.
    newItemInput.current?.focus();
  }

  function setComplete(index: number, complete: boolean) {
    onChange(items.map((item, i) => (i === index ? { ...item, complete } : item)));
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('preferredYou')}
        </Title>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('openInDialog')}
          title={t('openInDialog')}
          onClick={onOpenDialog}
        >
          <IconArrowsMaximize size={18} aria-hidden />
        </ActionIcon>
      </Group>

      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noItems')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="45vh" type="auto" offsetScrollbars>
          <ul className={classes.list} aria-labelledby={headingId}>
            {items.map((item, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the same words may be written twice.
                key={`${index}:${item.action}`}
                className={`${classes.item} ${item.complete ? classes.done : ''}`}
              >
                <Checkbox
                  label={item.action}
                  checked={item.complete}
                  onChange={(event) => setComplete(index, event.currentTarget.checked)}
                />
                <RemoveBadge
                  label={t('removeItem', { action: item.action })}
                  onClick={() => remove(index)}
                />
              </li>
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}

      <AddRow onAdd={add} align="start" buttonSize="sm">
        <TextInput
          ref={newItemInput}
          size="sm"
          aria-label={t('newItem')}
          placeholder={t('thingToDo')}
          value={newItem}
          onChange={(event) => setNewItem(event.currentTarget.value)}
          autoComplete="off"
        />
      </AddRow>

      <Group justify="space-between" gap="xs">
        <Button
          variant="default"
          size="sm"
          onClick={() => onChange(items.map((item) => ({ ...item, complete: false })))}
          disabled={!hasChecked}
        >
          {t('uncheckAll')}
        </Button>
        <Button size="sm" onClick={onSave} disabled={isSaving}>
          {isSaving ? t('common:saving') : t('common:save')}
        </Button>
      </Group>
      {isDirty && (
        <Text size="xs" c="dimmed" role="status">
          {t('notSavedYet')}
        </Text>
      )}
    </Stack>
  );
}
