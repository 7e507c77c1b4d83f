import { Badge } from '@mantine/core';
import classes from './count-badge.module.css';

/** The class for the icon button that carries a `CountBadge`, so the badge is not clipped. */
export const countBadgeAnchorClass = classes.anchor;

/**
 * A number on the corner of an icon button (the top bar's unchecked action items, the current
 * excitement's 1). Hidden from screen readers: the button's own name says the number in words.
 */
export function CountBadge({ count, color }: { count: number; color?: string }) {
  return (
    <Badge
      size="xs"
      radius="xl"
      color={color}
      className={classes.badge}
      aria-hidden
      data-testid="count-badge"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
