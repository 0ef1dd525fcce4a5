import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsoleFrame } from '@/components/layout/console-frame';
import { adminPrefix } from '@/lib/paths';
import { getSession } from '@/server/auth/get-session';

export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const session = await getSession();
  if (!session) redirect(`/${locale}/sign-in?error=SessionRequired`);
  if (!session.user.isSysAdmin) redirect(`/${locale}/403`);
  return (
    <ConsoleFrame user={session.user} homeHref={adminPrefix(locale)}>
      {children}
    </ConsoleFrame>
  );
}
