import { NavLink } from '@mantine/core';
import { IconCreditCard, IconFileInvoice, IconLogout, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useLogout } from '@/api/logout.ts';
import classes from './customer-layout.module.css';

interface CustomerLink {
  /** Its name in the shell namespace. */
  nameKey: 'profile' | 'billing' | 'invoices';
  to: string;
  icon: ReactNode;
}

const customerLinks: CustomerLink[] = [
  { nameKey: 'profile', to: '/profile', icon: <IconUser size={18} aria-hidden /> },
  { nameKey: 'billing', to: '/billing', icon: <IconCreditCard size={18} aria-hidden /> },
  { nameKey: 'invoices', to: '/invoices', icon: <IconFileInvoice size={18} aria-hidden /> },
];

function isWithin(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * docs/product.md section 2 "Customer sidebar": the frame of the account pages (profile now, billing and
 * invoices later). Log out is the account menu's own hook, so both leave the same way.
 */
export function CustomerLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const logout = useLogout();

  return (
    <div className={classes.layout}>
      <nav aria-label={t('account')} className={classes.nav}>
        {customerLinks.map((link) => {
          const isActive = isWithin(pathname, link.to);
          return (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={t(link.nameKey)}
              leftSection={link.icon}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              className={classes.link}
            />
          );
        })}
        <NavLink
          component="button"
          type="button"
          label={logout.isPending ? t('loggingOut') : t('logOut')}
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className={`${classes.link} ${classes.logout}`}
        />
      </nav>
      <div className={classes.content}>
        <Outlet />
      </div>
    </div>
  );
}
