import { Alert, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import dayjs from 'dayjs';

/** The time alone today; a draft kept in a tab left open overnight also says its day. */
function formatDraftTime(date: Date): string {
  const when = dayjs(date);
  return when.isSame(dayjs(), 'day') ? when.format('h:mm A') : when.format('ddd, MMM D, h:mm A');
}

interface DraftRestoredAlertProps {
  restoredAt: Date;
  /** Clear goes back to the saved version, or for a new one to an empty form. */
  isSaved: boolean;
  /** What an empty form is called: "an empty post". */
  emptyName: string;
}

/** Spec section 4: a form opened on a draft says so, and what Clear would go back to. */
export function DraftRestoredAlert({ restoredAt, isSaved, emptyName }: DraftRestoredAlertProps) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconHistory aria-hidden />}
      title="Draft restored"
      role="status"
    >
      We brought back what you wrote at {formatDraftTime(restoredAt)}, before it was saved. Clear
      goes back to {isSaved ? 'the saved version' : emptyName}.
    </Alert>
  );
}

/** Under the buttons: when the draft was last written to session storage. */
export function DraftKeptNote({ savedAt }: { savedAt: Date }) {
  return (
    <Text size="sm" c="dimmed" mt="xs">
      Draft kept in this tab at {formatDraftTime(savedAt)}.
    </Text>
  );
}
