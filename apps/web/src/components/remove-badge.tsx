import { Badge } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

/**
 * The small round "remove" badge beside an item of a list (the action items' and the
 * excitement options' remove badges). A real button, 26 px, so a finger or a keyboard finds it.
 */
export function RemoveBadge({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Badge
      component="button"
      type="button"
      variant="light"
      color="red"
      size="lg"
      circle
      aria-label={label}
      title="Remove"
      onClick={onClick}
      style={{ flexShrink: 0, cursor: 'pointer' }}
    >
      <IconX size={14} aria-hidden style={{ display: 'block' }} />
    </Badge>
  );
}
