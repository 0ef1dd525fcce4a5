'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { Dropdown } from 'react-bootstrap';
import { type Locale, LOCALES } from '@/lib/i18n/config';
import { replaceLocale } from '@/lib/paths';

/** Opens the same page in another language, query and hash kept. */
export function useSwitchLocale(): (locale: Locale) => void {
  const pathname = usePathname();
  const router = useRouter();
  return useCallback((l: Locale) => router.push(`${replaceLocale(pathname, l)}${window.location.search}${window.location.hash}`), [pathname, router]);
}

/** vi / English. The toggle's name starts with the code it shows ("VI – Ngôn ngữ"), so saying what one sees works. */
export function LanguageDropdown({ className }: { className?: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const code = locale.toUpperCase();
  return (
    <Dropdown align="end" className={className}>
      <Dropdown.Toggle variant="link" className="header-icon-btn text-decoration-none" id="language-menu" aria-label={t('shell.languageToggle', { code })}>
        <i className="bi bi-translate me-1" aria-hidden="true" />
        <span className="small fw-semibold">{code}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <LanguageItems />
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** One item per language, the current one marked. */
export function LanguageItems({ className }: { className?: string }) {
  const t = useTranslations('common.language');
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return LOCALES.map((l) => (
    <Dropdown.Item key={l} as="button" className={className} active={l === locale} lang={l} onClick={() => switchLocale(l)}>
      {t(l)}
    </Dropdown.Item>
  ));
}
