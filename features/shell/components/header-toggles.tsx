'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { useTheme } from '@/components/providers/theme-provider';

export function ThemeModeToggle({ className = '' }: { className?: string }) {
  const t = useTranslations('shell');
  const { settings, update } = useTheme();
  const dark = settings.mode === 'dark';
  return (
    <Button variant="link" className={`header-icon-btn ${className}`} aria-label={dark ? t('lightMode') : t('darkMode')} aria-pressed={dark} onClick={() => update({ mode: dark ? 'light' : 'dark' })}>
      <i className={`bi bi-${dark ? 'sun' : 'moon-stars'}`} aria-hidden="true" />
    </Button>
  );
}

/** Follows the browser's fullscreen state (Esc or F11 included). */
export function FullscreenToggle() {
  const t = useTranslations('shell');
  const [full, setFull] = useState(false);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    sync();
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  };
  return (
    <Button variant="link" className="header-icon-btn d-none d-md-inline-block" aria-label={full ? t('exitFullscreen') : t('fullscreen')} aria-pressed={full} onClick={toggle}>
      <i className={`bi bi-${full ? 'fullscreen-exit' : 'arrows-fullscreen'}`} aria-hidden="true" />
    </Button>
  );
}

/** Placeholder content until notifications exist (SPEC §2). */
export function NotificationsDropdown() {
  const t = useTranslations('shell');
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="header-icon-btn no-caret" id="notifications-menu" aria-label={t('notifications')}>
        <i className="bi bi-bell" aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu className="p-3" style={{ minWidth: 280 }}>
        <div className="fw-semibold mb-1">{t('notifications')}</div>
        <div className="text-body-secondary small">{t('notificationsEmpty')}</div>
        <div className="text-body-secondary small mt-2">{t('notificationsPlaceholder')}</div>
      </Dropdown.Menu>
    </Dropdown>
  );
}
