'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { Dropdown } from 'react-bootstrap';
import { LOCALES } from '@/lib/i18n/config';
import { replaceLocale } from '@/lib/paths';

/**
 * vi / English: the same page in the other language (query and hash kept). The toggle's name starts
 * with the code it shows ("VI – ngôn ngữ"), so saying what one sees works.
 */
export function LanguageDropdown() {
  const t = useTranslations();
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const code = locale.toUpperCase();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="header-icon-btn text-decoration-none" id="language-menu" aria-label={t('shell.languageToggle', { code })}>
        <i className="bi bi-translate me-1" aria-hidden="true" />
        <span className="small fw-semibold">{code}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LOCALES.map((l) => (
          <Dropdown.Item
            key={l}
            as="button"
            active={l === locale}
            lang={l}
            onClick={() => router.push(`${replaceLocale(pathname, l)}${window.location.search}${window.location.hash}`)}
          >
            {t(`common.language.${l}`)}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
