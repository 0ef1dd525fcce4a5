import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { isUuid } from '@/lib/contracts/params';
import { getSession } from '@/server/auth/get-session';
import { getDb } from '@/server/db/client';
import { findAccessibleShop } from '@/server/auth/shop-access';

// The shop area is only for staff who may work in the shop named by the URL; anything else is 403.
export default async function ShopAccessLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string; shopId: string }> }) {
  const { locale, shopId } = await params;
  const session = await getSession();
  if (!session) redirect(`/${locale}/sign-in?error=SessionRequired`);
  if (session.user.isSysAdmin) redirect(`/${locale}/admin`);
  const shop = isUuid(shopId) ? await findAccessibleShop(getDb(), session.user, shopId) : null;
  if (!shop) redirect(`/${locale}/403`);
  return children;
}
