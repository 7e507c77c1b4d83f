import {
  IconCalendarCheck,
  IconChartBar,
  IconHeart,
  IconHome,
  IconNotebook,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './tab-bar.module.css';

type TabName = 'home' | 'posts' | 'feelings' | 'habits' | 'insights';

/** The five places a person goes most; the rest are in the avatar menu (account-menu.tsx). */
const TABS: ReadonlyArray<{ name: TabName; to: string; icon: ReactNode }> = [
  { name: 'home', to: '/urnb', icon: <IconHome size={24} stroke={1.75} aria-hidden /> },
  { name: 'posts', to: '/posts', icon: <IconNotebook size={24} stroke={1.75} aria-hidden /> },
  { name: 'feelings', to: '/feelings', icon: <IconHeart size={24} stroke={1.75} aria-hidden /> },
  {
    name: 'habits',
    to: '/trackers',
    icon: <IconCalendarCheck size={24} stroke={1.75} aria-hidden />,
  },
  {
    name: 'insights',
    to: '/insights',
    icon: <IconChartBar size={24} stroke={1.75} aria-hidden />,
  },
];

/**
 * The bottom tab bar of a signed-in person's phone (hidden from the `sm` breakpoint up, where
 * the dashboard and the top bar are at hand). The tab whose section is open carries
 * aria-current="page" (React Router's NavLink): a post, its form and the list are all Posts.
 */
export function TabBar() {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('tabBar')} className={classes.bar}>
      <ul className={classes.list}>
        {TABS.map((tab) => (
          <li key={tab.name} className={classes.item}>
            <NavLink to={tab.to} className={classes.tab}>
              {tab.icon}
              <span className={classes.label}>{t(`tabs.${tab.name}`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
