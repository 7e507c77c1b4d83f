import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmOptions {
  title: string;
  /** A sentence is wrapped in a paragraph; anything else shows as given. */
  body: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for what cannot be undone (deleting a post, leaving a challenge). */
  isDestructive?: boolean;
}

interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Keeps the dialog open with a busy confirm button while the confirmed action runs. */
  isConfirming?: boolean;
}

/**
 * A yes-or-no question before an action (docs/product.md section 2: "a confirmation dialog takes a
 * title and a body"). Mantine's Modal directly rather than @mantine/modals, so it also works
 * outside the signed-in layout's ModalsProvider. Cancel takes the focus: pressing Enter by
 * habit must not confirm something destructive.
 */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  isDestructive = false,
  isConfirming = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnClickOutside={!isConfirming}
      closeOnEscape={!isConfirming}
      withCloseButton={!isConfirming}
    >
      <Stack gap="lg">
        {typeof body === 'string' ? <Text>{body}</Text> : body}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isConfirming} data-autofocus>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            color={isDestructive ? 'red' : undefined}
            onClick={onConfirm}
            loading={isConfirming}
          >
            {confirmLabel ?? t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The same dialog as a promise, for code that asks in the middle of a handler:
 * `const { confirm, dialog } = useConfirmDialog(); ... if (await confirm({...})) remove();`
 * and render `{dialog}` once in the component.
 */
export function useConfirmDialog(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  dialog: ReactNode;
} {
  // The options stay after an answer so the text does not vanish during the closing fade.
  const [shown, setShown] = useState<{ options: ConfirmOptions; opened: boolean } | null>(null);
  const pendingAnswer = useRef<((confirmed: boolean) => void) | null>(null);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces the first, which counts as "no".
        pendingAnswer.current?.(false);
        pendingAnswer.current = resolve;
        setShown({ options, opened: true });
      }),
    [],
  );

  function answer(confirmed: boolean) {
    pendingAnswer.current?.(confirmed);
    pendingAnswer.current = null;
    setShown((current) => current && { ...current, opened: false });
  }

  const dialog = shown ? (
    <ConfirmDialog
      {...shown.options}
      opened={shown.opened}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  ) : null;

  return { confirm, dialog };
}
