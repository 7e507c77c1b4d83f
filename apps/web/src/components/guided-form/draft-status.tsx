import { Alert, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format.ts';

const isToday = (date: Date) => date.toDateString() === new Date().toDateString();

/** The time alone today; a draft kept in a tab left open overnight also says its day. */
function useDraftTime(): (date: Date) => string {
  const format = useFormat();
  return (date) =>
    format.date(
      date,
      isToday(date)
        ? { timeStyle: 'short' }
        : { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
    );
}

interface DraftRestoredAlertProps {
  restoredAt: Date;
  /** Clear goes back to the saved version, or for a new one to an empty form. */
  isSaved: boolean;
  /** What an empty form is called: "an empty post". */
  emptyName: string;
}

/** docs/product.md section 4: a form opened on a draft says so, and what Clear would go back to. */
export function DraftRestoredAlert({ restoredAt, isSaved, emptyName }: DraftRestoredAlertProps) {
  const { t } = useTranslation('postPages');
  const draftTime = useDraftTime();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHistory aria-hidden />}
      title={t('draft.restored')}
      role="status"
    >
      {t('draft.restoredText', {
        time: draftTime(restoredAt),
        clearTo: isSaved ? t('draft.savedVersion') : emptyName,
      })}
    </Alert>
  );
}

/** Under the buttons: when the draft was last written to session storage. */
export function DraftKeptNote({ savedAt }: { savedAt: Date }) {
  const { t } = useTranslation('postPages');
  const draftTime = useDraftTime();
  return (
    <Text size="sm" c="dimmed" mt="xs">
      {t('draft.kept', { time: draftTime(savedAt) })}
    </Text>
  );
}
