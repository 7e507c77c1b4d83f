import { Notifications } from '@mantine/notifications';

/**
 * Its own module so that the container, which only draws what notifications.show() put in
 * the store, can be a lazy chunk; importing the package directly would keep it in the entry.
 */
export function NotificationsOutlet() {
  return <Notifications position="top-right" limit={3} />;
}
