import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, type Locale } from './config';
import { MESSAGES } from './messages';

/** Translates a full key such as `errors.notFound` outside React (API errors, socket messages). */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const t = createTranslator({ locale, messages: MESSAGES[locale] ?? MESSAGES[DEFAULT_LOCALE] });
  if (!t.has(key as never)) return key;
  return t(key as never, values as never);
}

export function hasMessage(locale: Locale, key: string): boolean {
  const t = createTranslator({ locale, messages: MESSAGES[locale] });
  return t.has(key as never);
}
