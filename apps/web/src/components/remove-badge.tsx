import { Badge } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The small round "remove" badge beside an item of a list (the action items' and the
 * excitement options' remove badges). A real button, 26 px, so a finger or a keyboard finds it.
 */
export function RemoveBadge({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Badge
      component="button"
      type="button"
      variant="light"
      color="red"
      size="lg"
      circle
      aria-label={label}
      title={t('remove')}
      onClick={onClick}
      style={{ flexShrink: 0, cursor: 'pointer' }}
    >
      <IconX size={14} aria-hidden style={{ display: 'block' }} />
    </Badge>
  );
}
