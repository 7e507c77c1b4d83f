import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface LeaveConfirmationOptions {
  /** The dialog's text, for a form that says it in its own words (else postPages leave.body). */
  body?: string;
  /** Runs when the person confirms, just before leaving: tidies up what the form leaves behind. */
  onLeave?: () => void;
}

/**
 * Asks before a person leaves a form with unsaved changes for another page of the app. A
 * reload or a closed tab is not asked about. Call `allowLeaving()` just before navigating
 * away on purpose (after a save or a delete), while the form may still look changed.
 */
export function useLeaveConfirmation(
  isDirty: boolean,
  { body, onLeave }: LeaveConfirmationOptions = {},
): {
  dialog: ReactNode;
  allowLeaving: () => void;
} {
  const { t } = useTranslation('postPages');
  const isLeavingOnPurpose = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isLeavingOnPurpose.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  const dialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('leave.title')}
      body={body ?? t('leave.body')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      isDestructive
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );

  return {
    dialog,
    allowLeaving: () => {
      isLeavingOnPurpose.current = true;
    },
  };
}
