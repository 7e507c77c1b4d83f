import { Notifications } from '@mantine/notifications';
import classes from './notifications-outlet.module.css';

/**
 * Its own module so that the container, which only draws what notifications.show() put in
 * the store, can be a lazy chunk; importing the package directly would keep it in the entry.
 */
export function NotificationsOutlet() {
  // Bottom right: at the top they would cover the top bar's menus for seconds after a save, so
  // a click on the Preferred You dropdown's next control could land on the notification instead.
  return <Notifications position="bottom-right" limit={3} classNames={{ root: classes.root }} />;
}
