'use client';

import Link from 'next/link';
import { signOut } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { Dropdown } from 'react-bootstrap';
import { useTheme } from '@/components/providers/theme-provider';
import type { SessionUser } from '@/lib/contracts/session';
import { roleName } from '@/lib/roles';
import { LanguageItems } from './language-dropdown';
import { useShell } from './shell-context';

// Below 576 px the header has no room for the theme and language buttons: they live here instead.
const PHONE_ONLY = 'd-sm-none';

function PhoneSettings() {
  const t = useTranslations('shell');
  const { settings, update } = useTheme();
  const { setThemeOpen } = useShell();
  const dark = settings.mode === 'dark';
  return (
    <>
      <Dropdown.Divider className={PHONE_ONLY} />
      <Dropdown.Item as="button" className={PHONE_ONLY} onClick={() => update({ mode: dark ? 'light' : 'dark' })}>
        <i className={`bi bi-${dark ? 'sun' : 'moon-stars'} me-2`} aria-hidden="true" />
        {dark ? t('lightMode') : t('darkMode')}
      </Dropdown.Item>
      <Dropdown.Item as="button" className={PHONE_ONLY} onClick={() => setThemeOpen(true)}>
        <i className="bi bi-palette me-2" aria-hidden="true" />
        {t('theme.open')}
      </Dropdown.Item>
      <Dropdown.Divider className={PHONE_ONLY} />
      <Dropdown.Header className={PHONE_ONLY}>{t('language')}</Dropdown.Header>
      <LanguageItems className={PHONE_ONLY} />
    </>
  );
}

export function ProfileDropdown({ user, profileHref }: { user: SessionUser; profileHref: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const role = roleName(user.role);
  const roleLabel = role ? t(`common.roles.${role}`) : null;
  // The name starts with what the toggle shows on wide screens (name, role), for voice control.
  const label = roleLabel ? t('shell.profileToggleWithRole', { name: user.name, role: roleLabel }) : t('shell.profileToggle', { name: user.name });
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="d-flex align-items-center gap-2 text-decoration-none header-profile" id="profile-menu" aria-label={label}>
        {user.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- served by /api/v1/files with its own caching
          <img src={user.image} alt="" width={36} height={36} className="rounded-circle object-fit-cover" data-testid="header-avatar" />
        ) : (
          <i className="bi bi-person-circle fs-3" aria-hidden="true" />
        )}
        <span className="d-none d-lg-flex flex-column align-items-start lh-sm text-start">
          <span className="fw-semibold" data-testid="header-user-name">
            {user.name}
          </span>
          {/* a space the flex layout ignores, so the name and the role read as two words, not "AnhQuản" */}{' '}
          {roleLabel && (
            <small className="text-body-secondary" data-testid="header-user-role">
              {roleLabel}
            </small>
          )}
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="profile-menu">
        <Dropdown.Item as={Link} href={profileHref}>
          <i className="bi bi-person me-2" aria-hidden="true" />
          {t('shell.profile')}
        </Dropdown.Item>
        <PhoneSettings />
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => signOut({ callbackUrl: `/${locale}/sign-in` })}>
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          {t('shell.signOut')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
