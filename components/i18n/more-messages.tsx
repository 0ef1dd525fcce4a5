'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';

type Messages = ReturnType<typeof useMessages>;

/**
 * Adds namespaces to the translations the components below it may use, on top of those of the
 * layouts above (a provider of its own would replace them): each layout and page sends the browser
 * only the namespaces it adds.
 */
export function MoreMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const above = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => ({ ...above, ...messages }) as Messages, [above, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
