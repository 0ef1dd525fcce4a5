'use client';

import { useSession } from 'next-auth/react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { useTheme } from '@/components/providers/theme-provider';
import { useShopChain } from '@/entities/shops/shop-chain';
import type { SessionUser } from '@/lib/contracts/session';
import { formatDate } from '@/lib/format';
import { ADMIN_MENU } from '@/lib/menu/admin-menu';
import { visibleMenu } from '@/lib/menu/menu-access';
import { SHOP_MENU } from '@/lib/menu/shop-menu';
import { adminPrefix, shopPrefix } from '@/lib/paths';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';
import { SearchModal } from './search-modal';
import { ShellProvider, useShell } from './shell-context';
import { Sidebar } from './sidebar';
import { ThemeSwitcher } from './theme-switcher';
import { useMenuBadges } from '../hooks/use-menu-badges';

interface AppShellProps {
  /** the user as the server saw it; the live session wins once loaded (e.g. after a profile save) */
  user: SessionUser;
  shopId?: string;
  children: ReactNode;
}

function ExpiredBanner({ shopId }: { shopId: string }) {
  const t = useTranslations('shell');
  const timeZone = useTimeZone();
  const { data } = useShopChain(shopId);
  const plan = data?.subscriptionPlan;
  if (!plan?.isExpired || !plan.endsAt) return null;
  return (
    <Alert variant="warning" className="mb-3" role="status">
      {t('subscriptionExpired', { date: formatDate(plan.endsAt, timeZone) })}
    </Alert>
  );
}

function ShellFrame({ user, shopId, children }: AppShellProps) {
  const tc = useTranslations('common');
  const locale = useLocale();
  const { settings } = useTheme();
  const { expanded, isMobile, close } = useShell();
  const prefix = shopId ? shopPrefix(locale, shopId) : adminPrefix(locale);
  const items = useMemo(() => visibleMenu(user.isSysAdmin ? ADMIN_MENU : SHOP_MENU, user), [user]);
  const badges = useMenuBadges(shopId);
  const { data: chain } = useShopChain(shopId);
  const brand = tc('product');

  return (
    <div className={`app-shell menu-${settings.menuStyle}${expanded ? ' sidebar-expanded' : ' sidebar-collapsed'}${isMobile ? ' is-mobile' : ''}`}>
      <div id="app-sidebar">
        <Sidebar items={items} prefix={prefix} homeHref={prefix} badges={badges} brand={brand} logo={chain?.shop.logo} />
      </div>
      {isMobile && expanded && <div className="sidebar-backdrop" onClick={close} aria-hidden="true" />}
      <div className="app-main" onClick={() => isMobile && expanded && close()}>
        <Header user={user} shopId={shopId} homeHref={prefix} profileHref={`${prefix}/profile`} brand={brand} />
        <main className="app-content" id="main-content">
          {shopId && <ExpiredBanner shopId={shopId} />}
          {children}
        </main>
        <footer className="app-footer">{tc('footer')}</footer>
      </div>
      <SearchModal items={items} prefix={prefix} />
      <ThemeSwitcher />
      <ScrollToTop />
    </div>
  );
}

/** The signed-in frame of SPEC §2: side menu, header, search, theme switcher and footer. */
export function AppShell(props: AppShellProps) {
  const { data } = useSession();
  const user = data && !data.error ? data.user : props.user;
  return (
    <ShellProvider>
      <ShellFrame {...props} user={user} />
    </ShellProvider>
  );
}
