import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Namespace } from '@/lib/i18n/namespaces';
import { MoreMessages } from './more-messages';

/**
 * The translations of `namespaces` for the client components of a layout or a page, sent with its
 * HTML; the server renders everything else with all of them (lib/i18n/namespaces.ts says which
 * screen needs which).
 */
export async function PageMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const all = (await getMessages()) as Record<string, unknown>;
  const picked = Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
  return <MoreMessages messages={picked}>{children}</MoreMessages>;
}
