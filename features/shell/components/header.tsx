'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { SessionUser } from '@/lib/contracts/session';
import { BranchSwitcher } from './branch-switcher';
import { FullscreenToggle, NotificationsDropdown, ThemeModeToggle } from './header-toggles';
import { LanguageDropdown } from './language-dropdown';
import { ProfileDropdown } from './profile-dropdown';
import { useShell } from './shell-context';

interface HeaderProps {
  user: SessionUser;
  shopId?: string;
  homeHref: string;
  profileHref: string;
  brand: string;
}

export function Header({ user, shopId, homeHref, profileHref, brand }: HeaderProps) {
  const t = useTranslations('shell');
  const { toggle, expanded, setSearchOpen, setThemeOpen } = useShell();
  const [scrolled, setScrolled] = useState(false);

  // SPEC §9: the bar sticks (with a shadow) after 30 px of scroll.
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 30);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header className={`app-header${scrolled ? ' is-sticky' : ''}`}>
      <Button variant="link" className="header-icon-btn" onClick={toggle} aria-label={t('toggleSidebar')} aria-expanded={expanded} aria-controls="app-sidebar">
        <i className="bi bi-list fs-4" aria-hidden="true" />
      </Button>
      {/* below 576 px the sidebar's own brand is enough: the room goes to the branch and the profile */}
      <Link href={homeHref} className="brand-mark text-decoration-none d-none d-sm-inline d-lg-none fw-bold">
        {brand}
      </Link>
      <Button variant="light" className="header-search d-none d-xl-flex align-items-center gap-2" onClick={() => setSearchOpen(true)}>
        <i className="bi bi-search" aria-hidden="true" />
        <span className="text-body-secondary">{t('search.open')}</span>
        <kbd className="ms-3 small">{t('search.shortcut')}</kbd>
      </Button>
      <div className="header-actions ms-auto d-flex align-items-center gap-1">
        {shopId && <BranchSwitcher shopId={shopId} />}
        <Button variant="link" className="header-icon-btn d-xl-none" onClick={() => setSearchOpen(true)} aria-label={t('search.open')}>
          <i className="bi bi-search" aria-hidden="true" />
        </Button>
        {/* below 576 px these three are items of the profile menu */}
        <ThemeModeToggle className="d-none d-sm-inline-block" />
        <FullscreenToggle />
        <LanguageDropdown className="d-none d-sm-block" />
        <NotificationsDropdown />
        <Button variant="link" className="header-icon-btn d-none d-sm-inline-block" onClick={() => setThemeOpen(true)} aria-label={t('theme.open')}>
          <i className="bi bi-palette" aria-hidden="true" />
        </Button>
        <ProfileDropdown user={user} profileHref={profileHref} />
      </div>
    </header>
  );
}
