import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { AppShell } from '@/features/shell/components/app-shell';
import { CONSOLE_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';

export default async function ShopConsoleLayout({ children, params }: { children: ReactNode; params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  // the parent layout has checked the session and the shop
  const session = (await getSession())!;
  return (
    <PageMessages namespaces={CONSOLE_NAMESPACES}>
      <AppShell user={session.user} shopId={shopId}>
        {children}
      </AppShell>
    </PageMessages>
  );
}
