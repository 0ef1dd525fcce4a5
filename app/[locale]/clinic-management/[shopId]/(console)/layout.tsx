import type { ReactNode } from 'react';
import { AppShell } from '@/features/shell/components/app-shell';
import { getSession } from '@/server/auth/get-session';

export default async function ShopConsoleLayout({ children, params }: { children: ReactNode; params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  // the parent layout has checked the session and the shop
  const session = (await getSession())!;
  return (
    <AppShell user={session.user} shopId={shopId}>
      {children}
    </AppShell>
  );
}
