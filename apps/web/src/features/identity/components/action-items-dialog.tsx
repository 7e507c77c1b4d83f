import type { ActionItem } from '@app/domain/posts.schemas.ts';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NumberedListEditor } from '@/components/numbered-list-editor/numbered-list-editor.tsx';

interface ActionItemsDialogProps {
  opened: boolean;
  onClose: () => void;
  items: ActionItem[];
  onChange: (items: ActionItem[]) => void;
  onSave: () => void;
  isSaving: boolean;
}

/*
 * Spec "Top bar and footer": opens at the top right, 400 px wide, at least 77vh and at most
 * 85vh tall, never wider than 95vw. The side offset of 2.5vw leaves exactly 95vw on a phone.
 */
const DIALOG_STYLES = {
  inner: { justifyContent: 'flex-end' },
  content: {
    maxWidth: '95vw',
    minHeight: '77vh',
    maxHeight: '85vh',
    display: 'flex',
    flexDirection: 'column',
  },
  body: {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: 'var(--mantine-spacing-md)',
  },
} as const;

/** The "Preferred You" list in the numbered list editor, with Clear (unchecks all) and Save. */
export function ActionItemsDialog({
  opened,
  onClose,
  items,
  onChange,
  onSave,
  isSaving,
}: ActionItemsDialogProps) {
  const { t } = useTranslation(['identity', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('thePreferredYou')}
      size={400}
      xOffset="2.5vw"
      yOffset="2.5vh"
      styles={DIALOG_STYLES}
    >
      <Text size="sm" c="dimmed">
        {t('dialogHelp')}
      </Text>
      <div style={{ flex: 1 }}>
        <NumberedListEditor
          mode="checklist"
          placeholder={t('thingToDo')}
          items={items}
          onChange={onChange}
        />
      </div>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => onChange(items.map((item) => ({ ...item, complete: false })))}
        >
          {t('clear')}
        </Button>
        <Button onClick={onSave} disabled={isSaving}>
          {isSaving ? t('common:saving') : t('common:save')}
        </Button>
      </Group>
    </Modal>
  );
}
