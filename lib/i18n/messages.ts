import enAdmin from '@/locales/en/admin.json';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import enEmployees from '@/locales/en/employees.json';
import enList from '@/locales/en/list.json';
import enMenu from '@/locales/en/menu.json';
import enProfile from '@/locales/en/profile.json';
import enShell from '@/locales/en/shell.json';
import enValidation from '@/locales/en/validation.json';
import viAdmin from '@/locales/vi/admin.json';
import viAuth from '@/locales/vi/auth.json';
import viCommon from '@/locales/vi/common.json';
import viErrors from '@/locales/vi/errors.json';
import viEmployees from '@/locales/vi/employees.json';
import viList from '@/locales/vi/list.json';
import viMenu from '@/locales/vi/menu.json';
import viProfile from '@/locales/vi/profile.json';
import viShell from '@/locales/vi/shell.json';
import viValidation from '@/locales/vi/validation.json';
import type { Locale } from './config';

// Every namespace of a language, keyed by namespace (file name).
export const MESSAGES = {
  vi: { common: viCommon, auth: viAuth, errors: viErrors, validation: viValidation, menu: viMenu, shell: viShell, list: viList, profile: viProfile, employees: viEmployees, admin: viAdmin },
  en: { common: enCommon, auth: enAuth, errors: enErrors, validation: enValidation, menu: enMenu, shell: enShell, list: enList, profile: enProfile, employees: enEmployees, admin: enAdmin },
} satisfies Record<Locale, Record<string, unknown>>;

export type Messages = (typeof MESSAGES)['vi'];

export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}
