import { Alert, Button, type ButtonProps } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '@/api/client.ts';
import { RequestErrorText } from '@/lib/subscription-required.tsx';
import classes from './form-actions.module.css';

/** A form's buttons in a row, Save first; they wrap on a narrow screen. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}

interface SaveButtonProps extends Pick<ButtonProps, 'style'> {
  isSaving: boolean;
  disabled: boolean;
}

/** The form's submit button. */
export function SaveButton({ isSaving, disabled, style }: SaveButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button
      type="submit"
      leftSection={<IconDeviceFloppy size={18} aria-hidden />}
      disabled={disabled}
      style={style}
    >
      {isSaving ? t('saving') : t('save')}
    </Button>
  );
}

interface DeleteButtonProps {
  isDeleting: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** Delete, at the far end of `FormActions`; the form asks before it deletes. */
export function DeleteButton({ isDeleting, disabled, onClick }: DeleteButtonProps) {
  const { t } = useTranslation('postPages');
  return (
    <Button
      variant="subtle"
      color="red"
      className={classes.deleteButton}
      onClick={onClick}
      disabled={disabled}
    >
      {isDeleting ? t('actions.deleting') : t('actions.delete')}
    </Button>
  );
}

interface SaveErrorAlertProps {
  /** What was not saved: "Your post was not saved". */
  title: string;
  /** The reason, from the server or the network. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** Why a save (or a delete) failed; what was written stays in the form for another try. */
export function SaveErrorAlert({ title, children, ref }: SaveErrorAlertProps) {
  return (
    <Alert ref={ref} color="red" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      {/* The access rule's refusal of a new post gets a link to Billing. */}
      {typeof children === 'string' ? <RequestErrorText message={children} /> : children}
    </Alert>
  );
}

/**
 * The error a `SaveErrorAlert` shows. `showError` also brings the alert into view: it sits by
 * the buttons, and on a phone the person may have scrolled past it.
 */
export function useSaveError() {
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  function showError(cause: unknown) {
    setError(getErrorMessage(cause));
    requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: 'nearest' }));
  }

  return { error, setError, showError, alertRef };
}
