import type { ActionItem } from '@app/domain/posts.schemas.ts';
import { Button, Group, Modal, Text } from '@mantine/core';
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="The Preferred You"
      size={400}
      xOffset="2.5vw"
      yOffset="2.5vh"
      styles={DIALOG_STYLES}
    >
      <Text size="sm" c="dimmed">
        Tick what you have done. Clear unticks every item for a fresh start; Save keeps the list.
      </Text>
      <div style={{ flex: 1 }}>
        <NumberedListEditor
          mode="checklist"
          placeholder="Thing to do"
          items={items}
          onChange={onChange}
        />
      </div>
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={() => onChange(items.map((item) => ({ ...item, complete: false })))}
        >
          Clear
        </Button>
        <Button onClick={onSave} disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save'}
        </Button>
      </Group>
    </Modal>
  );
}
