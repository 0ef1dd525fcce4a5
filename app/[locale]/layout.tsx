import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import '@/styles/globals.css';
import '@/styles/shell.css';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { isLocale, LOCALES } from '@/lib/i18n/config';
import { messagesFor } from '@/lib/i18n/messages';
import { BASE_NAMESPACES } from '@/lib/i18n/namespaces';
import { pick } from '@/lib/pick';
import { THEME_BOOT_SCRIPT } from '@/lib/theme';
import { getSession } from '@/server/auth/get-session';

// Only vi and en: anything else (e.g. /favicon.ico) is the global not-found page.
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'vi', namespace: 'common' });
  return { title: t('product'), description: t('landing.pitch') };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const session = await getSession();
  return (
    // The boot script sets theme attributes before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      </head>
      <body>
        {/* each layout and page adds the namespaces its own client components use (PageMessages) */}
        <NextIntlClientProvider messages={pick(messagesFor(locale), BASE_NAMESPACES)}>
          <AppProviders session={session}>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
