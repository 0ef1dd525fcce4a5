import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppShell } from '@/features/shell/components/app-shell';
import { getSession } from '@/server/auth/get-session';

export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const session = await getSession();
  if (!session) redirect(`/${locale}/sign-in?error=SessionRequired`);
  if (!session.user.isSysAdmin) redirect(`/${locale}/403`);
  return <AppShell user={session.user}>{children}</AppShell>;
}
