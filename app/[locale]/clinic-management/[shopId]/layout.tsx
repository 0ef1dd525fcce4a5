import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsoleFrame } from '@/components/layout/console-frame';
import { shopPrefix } from '@/lib/paths';
import { getSession } from '@/server/auth/get-session';
import { getDb } from '@/server/db/client';
import { findAccessibleShop } from '@/server/modules/shops/find-accessible-shop';

// The shop area: only for staff who may work in the shop named by the URL.
export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string; shopId: string }> }) {
  const { locale, shopId } = await params;
  const session = await getSession();
  if (!session) redirect(`/${locale}/sign-in?error=SessionRequired`);
  if (session.user.isSysAdmin) redirect(`/${locale}/admin`);
  const isUuid = /^[0-9a-f-]{36}$/i.test(shopId);
  const shop = isUuid ? await findAccessibleShop(getDb(), session.user, shopId) : null;
  if (!shop) redirect(`/${locale}/403`);
  return (
    <ConsoleFrame user={session.user} homeHref={shopPrefix(locale, shopId)}>
      {children}
    </ConsoleFrame>
  );
}
